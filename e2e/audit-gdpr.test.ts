import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { AUDIT_ACTION_LABELS, MESSAGES } from '@tourneo/domain';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

const m = MESSAGES.audit;
const g = MESSAGES.gdpr;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const main = (page: Page) => page.getByRole('main');

async function newClient(page: Page, name: string) {
  await callApi(page, 'POST', '/operations/new-operation', { name: 'Entretien chaudière', duration: 4 });
  await callApi(page, 'POST', '/client/new-client', {
    name,
    prenom: 'Élodie',
    email: `${name.toLowerCase()}@example.fr`,
    telephone: '0611111111',
    adresse: '3 rue de la Roquette, 75011 Paris',
    code_postal: '75011',
    operation_name: 'Entretien chaudière',
  });
}

async function openClientDetails(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Liste clients', exact: true })
    .click();
  // The list asks for the name once its typing settles; until that page arrives it shows the
  // previous one at 0.6 opacity (already « 1 client » here), which axe would read washed out.
  const filtered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/client/get-all') && (response.request().postData() ?? '').includes(name),
  );
  await main(page).getByRole('textbox', { name: /^Nom/ }).fill(name);
  await filtered;
  await main(page).getByText('1 client', { exact: true }).waitFor();
  await main(page).getByRole('article').getByRole('button', { name: 'Détails' }).click();
  const details = page.getByRole('dialog');
  await details.getByText('Lien de prise de rendez-vous').waitFor();
  return details;
}

describe("GDPR tools and the 'Journal d'audit'", () => {
  it('exports a client’s data, erases it after typing EFFACER, and the audit log shows both, filtered and verified', async () => {
    const page = await newCompanyPage(browser);
    await newClient(page, 'Rgpdtest');

    // Export: one JSON file with the client.
    const details = await openClientDetails(page, 'Rgpdtest');
    await expectNoAxeViolations(page, 'client details with its GDPR tools');
    const download = page.waitForEvent('download');
    await details.getByRole('button', { name: g.exportButton }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^client-\d+-donnees\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { client: { name: string } };
    expect(exported.client.name).toBe('Rgpdtest');

    // Erase: a dialog with a strong warning, its button enabled only once EFFACER is typed.
    await details.getByRole('button', { name: g.eraseButton }).click();
    const confirm = page.getByRole('dialog', { name: g.eraseTitle });
    await confirm.getByText(g.eraseWarning).waitFor();
    const eraseButton = confirm.getByRole('button', { name: 'Effacer définitivement' });
    expect(await eraseButton.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'erase confirmation dialog');
    await confirm.getByLabel(g.eraseConfirmLabel).fill('effacer');
    expect(await eraseButton.isDisabled()).toBe(true);
    await confirm.getByLabel(g.eraseConfirmLabel).fill(g.eraseConfirmWord);
    await eraseButton.click();
    await expectNotification(page, g.erased);
    await confirm.waitFor({ state: 'detached' });

    // The audit log: both actions, a filter, the chain's check.
    await openSettings(page, "Journal d'audit", m.title);
    const table = main(page).getByRole('table', { name: m.title });
    await table.getByText(AUDIT_ACTION_LABELS.client_erased).waitFor();
    await table.getByText(AUDIT_ACTION_LABELS.client_data_exported).waitFor();
    await expectNoAxeViolations(page, "Journal d'audit");
    await main(page).getByLabel('Action').selectOption('client_erased');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByText(AUDIT_ACTION_LABELS.client_erased).waitFor();
    await main(page).getByLabel('Personne').selectOption('owner');
    await table.getByRole('cell', { name: m.owner }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await main(page).getByLabel('Action').selectOption('sign_in_failed');
    await main(page).getByText(m.empty).waitFor();
    await main(page).getByRole('button', { name: m.verify }).click();
    await main(page).getByRole('status').filter({ hasText: m.chainIntact }).waitFor();
    await expectNoAxeViolations(page, "Journal d'audit, chain verified");

    // The retention setting.
    await main(page).getByLabel('Jours').fill('90');
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, g.retentionSaved);
  });
});
