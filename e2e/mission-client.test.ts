import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, agentWeekResponseSchema } from '@tourneo/domain';
import { consoleErrorsOf, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';
import { cell, createAgents, drag, openNextWeek, waitForCellName } from './support/calendar.ts';

// The calendar's creation popup and the client file: a client of the file chosen as you type
// (keyboard only), or a new one created with its phone; the lead chosen is the only 'Chef d'équipe'.

const m = MESSAGES.missions;
const mc = MESSAGES.missionClient;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const creationForm = (page: Page) => page.getByRole('dialog', { name: 'Nouveau rendez-vous' });

async function readWeek(page: Page, agentId: number) {
  return agentWeekResponseSchema.parse(
    await callApi(page, 'POST', `/api/rdv-unified/agent/${agentId}/week-range?currentWeek=1`, {}),
  ).data;
}

async function searchClients(page: Page, q: string) {
  const answer = await callApi(page, 'POST', '/client/search', { q });
  return answer.data as { id: number; name: string; telephone: string | null }[];
}

describe('creation popup: the client file', () => {
  it('chooses a client of the file with the keyboard as the name is typed, and links the mission to it', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await callApi(page, 'POST', '/operations/new-operation', { name: 'Entretien', duration: 4 });
    const created = await callApi(page, 'POST', '/client/new-client', {
      name: 'Dubois',
      prenom: 'Claire',
      telephone: '07 81 22 33 44',
      email: 'claire.dubois@example.fr',
      adresse: '24 rue de Rivoli, 75004 Paris',
      code_postal: '75004',
      operation_name: 'Entretien',
    });
    const clientId = (created.data as { id: number }).id;
    await openNextWeek(page, 'Julie Martin');

    await drag(page, cell(page, 1, 4), cell(page, 1, 7));
    const dialog = creationForm(page);
    await dialog.waitFor();
    const name = dialog.getByRole('combobox', { name: 'Nom du client' });
    await name.focus();
    await page.keyboard.type('dubo');
    const option = page.getByRole('option', { name: 'Claire Dubois · 07 81 22 33 44' });
    await option.waitFor();
    await expect(name.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'creation form, clients found as the name is typed');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByText(mc.chosen('07 81 22 33 44')).waitFor();
    await expect(name.inputValue()).resolves.toBe('Claire Dubois');
    await expect(dialog.getByLabel('E-mail du client').inputValue()).resolves.toBe(
      'claire.dubois@example.fr',
    );
    await expect(dialog.getByRole('combobox', { name: 'Adresse' }).inputValue()).resolves.toBe(
      '24 rue de Rivoli, 75004 Paris',
    );
    // A client of the file has its phone: none is asked.
    await expect(dialog.getByLabel('Téléphone du client').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'creation form with a client of the file');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, m.created);
    // The client's operation came with it.
    await waitForCellName(cell(page, 1, 4), /Claire Dubois, 9h00 - 10h00, Entretien$/);
    const [mission] = await readWeek(page, julie!);
    expect(mission!.client_id).toBe(clientId);
    expect(consoleErrorsOf(page)).toEqual([]);
  });

  it('creates a new client with its phone, which the form asks for, together with the mission', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');

    await drag(page, cell(page, 2, 8), cell(page, 2, 11));
    const dialog = creationForm(page);
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Nom du client' }).fill('Lucas Garnier');
    await dialog.getByText(mc.noMatch).waitFor();
    await dialog.getByRole('combobox', { name: 'Adresse' }).fill('5 rue de la Paix, 75002 Paris');
    await dialog.getByLabel('Appartement').focus();
    // Without its phone, the new client is refused with the domain's message, under the field.
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    const phone = dialog.getByLabel('Téléphone du client');
    await dialog.getByText(MESSAGES.clients.telephoneRequired).waitFor();
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'creation form, a new client without its phone');
    await phone.fill('0781223344');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, m.created);
    await waitForCellName(cell(page, 2, 8), /Lucas Garnier, 10h00 - 11h00$/);

    const [mission] = await readWeek(page, julie!);
    const [client] = await searchClients(page, 'garnier');
    expect(client).toMatchObject({ name: 'Lucas Garnier', telephone: '+33781223344' });
    expect(mission!.client_id).toBe(client!.id);
  });
});

describe('creation popup: the lead of a multi-agent mission', () => {
  it("the agent chosen leads, and the team shows only that agent as Chef d'équipe", async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Julie Martin', 'Karim Benali']);
    await openNextWeek(page, 'Julie Martin');

    await drag(page, cell(page, 3, 8), cell(page, 3, 11));
    const dialog = creationForm(page);
    await dialog.getByRole('combobox', { name: 'Nom du client' }).fill('Morel');
    await dialog.getByLabel('Téléphone du client').fill('06 45 67 89 01');
    await dialog.getByRole('combobox', { name: 'Adresse' }).fill('5 rue de la Paix, 75002 Paris');
    await dialog.getByLabel('Appartement').focus();
    await dialog.getByRole('button', { name: 'Ajouter un agent' }).click();
    await dialog
      .getByLabel('Agent supplémentaire 1', { exact: true })
      .selectOption({ label: 'Karim Benali' });
    // One choice of the lead: no role to pick beside it.
    await expect(dialog.getByLabel("Rôle de l'agent supplémentaire 1").count()).resolves.toBe(0);
    await dialog
      .getByRole('radiogroup', { name: "Chef d'équipe" })
      .getByRole('radio', { name: 'Karim Benali' })
      .check();
    await expectNoAxeViolations(page, 'creation form, the lead chosen');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, m.multiAgentCreated);
    await waitForCellName(cell(page, 3, 8), /Morel, 10h00 - /);

    const [mission] = await readWeek(page, ids['Julie Martin']!);
    expect(mission!.lead_agent_id).toBe(ids['Karim Benali']);
    expect(
      mission!.sessions[0]!.agents.map(({ agent_id, role, is_lead }) => [agent_id, role, is_lead]),
    ).toEqual(
      expect.arrayContaining([
        [ids['Karim Benali'], "Chef d'équipe", true],
        [ids['Julie Martin'], 'Technicien', false],
      ]),
    );

    await cell(page, 3, 8).dblclick();
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.waitFor();
    const team = details.getByRole('region', { name: /Équipe de la session/ });
    await team.getByRole('button', { name: "Nommer chef d'équipe : Julie Martin" }).waitFor();
    await expect(team.getByText("Chef d'équipe", { exact: true }).count()).resolves.toBe(1);
    await expect(
      team.getByRole('listitem').filter({ hasText: 'Karim Benali' }).getByText("Chef d'équipe").count(),
    ).resolves.toBe(1);
    await expect(
      team.getByRole('listitem').filter({ hasText: 'Julie Martin' }).getByText('Technicien').count(),
    ).resolves.toBe(1);
    await expectNoAxeViolations(page, 'mission popup, the team with its one lead');
  });
});
