import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { consoleErrorsOf, launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNotification } from './support/settings.ts';

const m = MESSAGES.onboarding;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Premiers pas', () => {
  it('takes a new company from registration to its first steps, which tick themselves off', async () => {
    const page = await newPage(browser);
    await page.goto('/register');
    await page.getByLabel('Nom de la société').fill(`Société ${randomUUID().slice(0, 8)}`);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe-solide');
    await page.getByRole('button', { name: 'Créer le compte' }).click();

    // Signed in at once, on the first steps: nothing done yet.
    await page.waitForURL('**/admin?section=premiersPas');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: m.title }).waitFor();
    await main.getByText(m.progress(0, 5)).waitFor();
    const steps = main.getByRole('list', { name: m.title });
    for (const step of Object.values(m.steps)) {
      await steps.getByRole('listitem').filter({ hasText: step.label }).getByText(m.toDo).waitFor();
    }
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const menuEntry = menu.getByRole('button', { name: m.menuEntry(0, 5) });
    await menuEntry.waitFor();
    await expectNoAxeViolations(page, "'Premiers pas', nothing done");

    // Each step links to its screen: the qualification first, from the keyboard.
    const link = main.getByRole('link', { name: m.steps.qualification.action });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin?section=roles');
    await main.getByRole('heading', { name: 'Toutes les qualifications' }).waitFor();
    await main.getByRole('button', { name: 'Ajouter une qualification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une qualification' });
    await dialog.getByLabel('Nom').fill('Électricien');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, MESSAGES.roles.created);

    // The menu's entry counts it, and the screen shows it ticked.
    await menu.getByRole('button', { name: m.menuEntry(1, 5) }).click();
    await main.getByText(m.progress(1, 5)).waitFor();
    const qualification = steps.getByRole('listitem', {
      name: `1. ${m.steps.qualification.label} : ${m.done}`,
    });
    await qualification.waitFor();
    await expect(
      steps.getByRole('listitem', { name: `2. ${m.steps.agent.label} : ${m.toDo}` }).count(),
    ).resolves.toBe(1);
    await expectNoAxeViolations(page, "'Premiers pas', one step done");
    expect(consoleErrorsOf(page)).toEqual([]);
  });
});
