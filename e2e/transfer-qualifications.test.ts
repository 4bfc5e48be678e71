import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';
import { cell, createAgents, nextWeek, openNextWeek, waitForCellName } from './support/calendar.ts';

const m = MESSAGES.missions;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('transfer of a session', () => {
  it("offers only the agents holding the operation's qualifications; the others are disabled, with why", async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Julie Martin', 'Marc Petit', 'Chloé Durand']);
    const role = await callApi(page, 'POST', '/roles/create', { name: 'Plombier' });
    const roleId = (role.role as { id: number }).id;
    for (const agent of ['Julie Martin', 'Marc Petit']) {
      await callApi(page, 'POST', '/roles/assign', { agentId: ids[agent], roleId });
    }
    const operation = await callApi(page, 'POST', '/operations/new-operation', {
      name: 'Entretien chaudière',
      duration: 4,
    });
    const operationId = (operation.operation as { id: number }).id;
    await callApi(page, 'POST', '/operations/assign-role', { operation_id: operationId, role_id: roleId });
    await callApi(page, 'POST', '/api/rdv-unified', {
      client_name: 'Bernard',
      adresse: '5 rue de la Paix, 75002 Paris',
      operation_id: operationId,
      sessions: [
        {
          date: nextWeek().days[2],
          beginning: 4,
          ending: 8,
          agents: [{ agent_id: ids['Julie Martin'], is_lead: true }],
        },
      ],
    });
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 2, 4), /Bernard/);
    await cell(page, 2, 4).dblclick();
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.getByRole('button', { name: 'Transférer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transférer le rendez-vous' });
    await transfer.getByRole('combobox', { name: /^Nouvel agent/ }).click();

    const marc = page.getByRole('option', { name: 'Marc Petit' });
    await marc.waitFor();
    const chloe = page.getByRole('option', { name: m.agentUnqualified('Chloé Durand', 'Plombier') });
    await expect(chloe.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.getByRole('option', { name: 'Chloé Durand', exact: true }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'transfer list with an unqualified agent');

    await marc.click();
    await transfer.getByRole('button', { name: 'Confirmer le transfert' }).click();
    await expectNotification(page, m.transferDone);
  });
});
