import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Toutes les qualifications', () => {
  it('creates, edits and deletes a qualification', async () => {
    const page = await newCompanyPage(browser);
    await openSettings(page, 'Rôles', 'Toutes les qualifications');
    const main = page.getByRole('main');
    await main.getByText('Aucune qualification disponible').waitFor();
    await expectNoAxeViolations(page, 'qualifications, none yet');

    await main.getByRole('button', { name: 'Ajouter une qualification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une qualification' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le nom de la qualification est obligatoire').waitFor();
    await expectNoAxeViolations(page, 'dialog "Créer une qualification" with its error');
    await dialog.getByLabel('Nom').fill('Plombier');
    await dialog.getByLabel('Description').fill('Installations sanitaires');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Qualification créée avec succès');
    const card = main.getByRole('listitem', { name: 'Plombier' });
    await card.getByText('Installations sanitaires').waitFor();
    await card.getByText('0 agent', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'qualifications, one card');

    await card.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la qualification' });
    await expect(edit.getByLabel('Nom').inputValue()).resolves.toBe('Plombier');
    await expectNoAxeViolations(page, 'dialog "Modifier la qualification"');
    await edit.getByLabel('Nom').fill('Plombier chauffagiste');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Qualification modifiée avec succès');
    const renamed = main.getByRole('listitem', { name: 'Plombier chauffagiste' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog')
      .getByText('Voulez-vous vraiment supprimer cette qualification ?')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await renamed.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    await expectNotification(page, 'Qualification supprimée avec succès');
    await main.getByText('Aucune qualification disponible').waitFor();
  });

  it('says how many agents and operations lose a qualification before deleting it', async () => {
    const page = await newCompanyPage(browser);
    const { role } = (await callApi(page, 'POST', '/roles/create', { name: 'Électricien' })) as {
      role: { id: number };
    };
    for (const name of ['Julie', 'Marc']) {
      const { agent } = (await callApi(page, 'POST', '/agents/create', {
        name,
        postal_code: '75011',
        adresse: 'Paris',
        password: 'secret-agent',
      })) as { agent: { id: number } };
      await callApi(page, 'POST', '/roles/assign', { agentId: agent.id, roleId: role.id });
    }
    const { operation } = (await callApi(page, 'POST', '/operations/new-operation', {
      name: 'Pose',
      duration: 4,
    })) as {
      operation: { id: number };
    };
    await callApi(page, 'POST', '/operations/assign-role', { operation_id: operation.id, role_id: role.id });

    await openSettings(page, 'Rôles', 'Toutes les qualifications');
    const card = page.getByRole('main').getByRole('listitem', { name: 'Électricien' });
    await card.getByText('2 agents').waitFor();
    await card.getByText('1 opération').waitFor();
    await card.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog')
      .getByText('Elle est attribuée à 2 agents et requise par 1 opération, qui la perdront.')
      .waitFor();
    await expectNoAxeViolations(page, 'qualification delete confirmation with its impact');
    await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    await expectNotification(page, 'Qualification supprimée avec succès');
    await page.getByRole('main').getByText('Aucune qualification disponible').waitFor();
  });
});
