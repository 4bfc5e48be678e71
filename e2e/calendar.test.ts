import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNotification, newCompanyPage } from './support/settings.ts';
import { cell, createAgents, drag, fillClient, nameOf, openNextWeek } from './support/calendar.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('agent calendar', () => {
  it('creates a mission by dragging over slots of one day', async () => {
    const page = await newCompanyPage(browser);
    await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');
    await expectNoAxeViolations(page, 'agent calendar, empty week');

    // Monday 9h00 to 9h45: four slots, 9h00-10h00.
    await drag(page, cell(page, 0, 4), cell(page, 0, 7));
    const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Début de la session 1').inputValue()).resolves.toBe('4');
    await expect(dialog.getByLabel('Fin de la session 1').inputValue()).resolves.toBe('8');
    await expectNoAxeViolations(page, 'creation form');
    await fillClient(page, 'Dupont');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, 'Rendez-vous créé avec succès');
    await dialog.waitFor({ state: 'detached' });
    await expect(nameOf(cell(page, 0, 5))).resolves.toMatch(/, 9h15, Dupont, 9h00 - 10h00$/);
    await expect(nameOf(cell(page, 0, 8))).resolves.toMatch(/, 10h00, libre$/);
    await expectNoAxeViolations(page, 'agent calendar with a mission');
  });
});
