import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, logIn, newPage, ownOrigin } from './support/browser.ts';
import { callApi } from './support/settings.ts';
import { expectNoAxeViolations } from './support/axe.ts';

let browser: Browser;
let page: Page;
// The demo company (premium: CSV import) is shared: this run's clients and partners carry a prefix.
const prefix = `Pq${randomBytes(4).toString('hex')}`;
const north = `${prefix} Nord`;
const south = `${prefix} Sud`;

const partnerIds: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, DEMO.name, DEMO.password);
  for (const nom of [north, south]) {
    const { partenaire } = await callApi(page, 'POST', '/partenaires/new-partenaire', {
      nom,
      email: 'envoi@exemple.fr',
      telephone: '03 20 00 00 00',
      serveur_smtp: 'smtp.exemple.fr',
      port_smtp: 587,
      mot_de_passe_mail: 'secret',
    });
    partnerIds.push((partenaire as { id: number }).id);
  }
});
afterAll(async () => {
  // The demo company is shared by other browser tests: leave it without this run's partners.
  for (const id of partnerIds) {
    await page.request.fetch('/partenaires/delete', { method: 'DELETE', data: { id }, headers: ownOrigin() });
  }
  await browser.close();
});

const main = () => page.getByRole('main');

async function openSection(label: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: label, exact: true })
    .click();
  await main().getByRole('heading', { name: heading }).waitFor();
}

async function choose(scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Cards of this run's clients under the list's 'Partenaire' filter, as "name/partner shown on the card". */
async function expectClientsOfPartner(partner: string, expected: string[]) {
  await openSection('Liste clients', 'Liste clients');
  await main().getByRole('textbox', { name: /^Nom/ }).fill(prefix);
  await main()
    .getByRole('textbox', { name: /^Partenaire/ })
    .fill(partner);
  const cards = main().getByRole('article');
  // The filters apply after a pause in typing.
  await expect
    .poll(async () =>
      (await cards.allTextContents())
        .map(
          (text) =>
            `${/Pq[0-9a-f]{8}(?:Csv|Form)/.exec(text)?.[0]}/${/Partenaire : (.+?Nord|.+?Sud)/.exec(text)?.[1]}`,
        )
        .sort(),
    )
    .toEqual(expected);
}

describe('partners of clients', () => {
  it('the CSV import puts the campaign with the chosen partner, found by the Partenaire filter', async () => {
    await openSection('Import CSV', 'Importer un CSV');
    const partnerSelect = main().getByRole('combobox', { name: /^Partenaire/ });
    // The company's default partner is proposed first.
    const partners = (await callApi(page, 'POST', '/partenaires/get-all', {})) as unknown as {
      nom: string;
      is_default: boolean;
    }[];
    const defaultPartner = partners.find((partner) => partner.is_default)!;
    await expect(partnerSelect.inputValue()).resolves.toBe(`${defaultPartner.nom} (par défaut)`);
    await partnerSelect.click();
    await page.getByRole('option', { name: south }).waitFor();
    await expectNoAxeViolations(page, 'CSV import, partner choices open');
    await page.getByRole('option', { name: south }).click();
    const csv = [
      'Nom;Prénom;E-mail;Téléphone;Adresse;Code postal;Opération',
      `${prefix}Csv;Lina;;0611223344;4 rue du Port, Nantes;44000;Entretien chaudière`,
    ].join('\n');
    await main()
      .locator('input[type=file]')
      .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await main()
      .getByLabel(/^Nom de la campagne/)
      .fill(`${prefix} campagne`);
    await main().getByRole('button', { name: 'Importer le CSV' }).click();
    await expect(main().getByTestId('import-count-Importés').textContent()).resolves.toBe('1');

    await expectClientsOfPartner(south, [`${prefix}Csv/${south}`]);
  });

  it('the new-client form and the edit form choose the partner', async () => {
    await openSection('Nouveau client unitaire', 'Ajouter un client');
    await main().getByRole('textbox', { name: /^Nom/ }).fill(`${prefix}Form`);
    await main()
      .getByRole('textbox', { name: /^Téléphone/ })
      .fill('06 98 76 54 32');
    await main()
      .getByRole('combobox', { name: /^Adresse/ })
      .fill('3 rue des Lilas, Nantes');
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('44000');
    await choose(main(), /^Opération/, 'Entretien chaudière');
    await choose(main(), /^Partenaire/, north);
    await main().getByRole('button', { name: 'Ajouter le client' }).click();
    await page.getByText('Client ajouté avec succès').waitFor();
    await expectClientsOfPartner(north, [`${prefix}Form/${north}`]);

    // Edit the imported client: from the south partner to the north one.
    await main()
      .getByRole('textbox', { name: /^Partenaire/ })
      .fill(south);
    const card = main()
      .getByRole('article')
      .filter({ hasText: `${prefix}Csv` });
    await card.getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le client' });
    await expect(dialog.getByRole('combobox', { name: /^Partenaire/ }).inputValue()).resolves.toBe(south);
    await expectNoAxeViolations(page, 'client edit dialog with its partner');
    await choose(dialog, /^Partenaire/, north);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Client modifié avec succès').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectClientsOfPartner(north, [`${prefix}Csv/${north}`, `${prefix}Form/${north}`]);
  });
});
