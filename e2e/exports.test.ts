import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { CLIENTS_CSV_HEADER, MESSAGES, MISSIONS_CSV_HEADER } from '@tourneo/domain';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, newCompanyPage } from './support/settings.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openSection(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: label, exact: true })
    .click();
  await page.getByRole('main').getByRole('heading', { level: 1, name: label }).waitFor();
}

/** Follows the export link from the keyboard; answers the file's name and text. */
async function downloadFrom(page: Page, label: string) {
  const link = page.getByRole('main').getByRole('link', { name: label });
  const download = page.waitForEvent('download');
  await link.focus();
  await page.keyboard.press('Enter');
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

describe('CSV exports from their screens', () => {
  it('downloads the clients, and the archive’s period, as files French spreadsheets open', async () => {
    const page = await newCompanyPage(browser);
    await callApi(page, 'POST', '/operations/new-operation', { name: 'Entretien chaudière', duration: 4 });
    await callApi(page, 'POST', '/client/new-client', {
      name: 'Durand',
      prenom: 'Élodie',
      telephone: '0611111111',
      adresse: '3 rue de la Roquette, 75011 Paris',
      code_postal: '75011',
      operation_name: 'Entretien chaudière',
    });

    // The sign-in may have shown the (empty) list before the client was created through the API:
    // start from a page loaded after it.
    await page.reload();
    await openSection(page, 'Liste clients');
    await page.getByRole('main').getByText('Durand').first().waitFor();
    await expectNoAxeViolations(page, 'Liste clients with its export');
    const clients = await downloadFrom(page, MESSAGES.exports.clients);
    expect(clients.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = clients.text.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${CLIENTS_CSV_HEADER.join(';')}`);
    expect(lines[1]).toMatch(
      /^Durand;Élodie;;\+33611111111;3 rue de la Roquette, 75011 Paris;75011;Entretien chaudière;/,
    );

    await openSection(page, 'Archive');
    const missions = await downloadFrom(page, MESSAGES.exports.missionsOfPeriod);
    expect(missions.name).toMatch(/^missions-\d{4}-\d{2}-\d{2}-au-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(missions.text.split('\r\n')[0]).toBe(`\uFEFF${MISSIONS_CSV_HEADER.join(';')}`);
  });
});
