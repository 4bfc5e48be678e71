import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, isFocused, launchBrowser, logIn, newPage } from './support/browser.ts';
import { MESSAGES } from '@tourneo/domain';
import { expectNoAxeViolations } from './support/axe.ts';

let browser: Browser;
let page: Page;
// Clients of this run carry a unique name prefix, so counts do not depend on other tests.
const prefix = `Zk${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, DEMO.name, DEMO.password);
});
afterAll(async () => {
  await browser.close();
});

const menu = () => page.getByRole('navigation', { name: 'Menu principal' });
const main = () => page.getByRole('main');

async function openSection(label: string, heading: string) {
  await menu().getByRole('button', { name: label, exact: true }).click();
  await main().getByRole('heading', { name: heading }).waitFor();
}

async function chooseOperation(name: string) {
  await main()
    .getByRole('combobox', { name: /^Opération/ })
    .click();
  await page.getByRole('option', { name }).click();
}

describe('CSV import', () => {
  it('imports a CSV with good and bad rows, shows the counts and the report', async () => {
    await openSection('Import CSV', 'Importer un CSV');
    await main().getByText('Cliquez pour sélectionner un fichier CSV').waitFor();
    await expectNoAxeViolations(page, 'CSV import');
    await expect(
      main()
        .getByLabel(/^Nom de la campagne/)
        .getAttribute('placeholder'),
    ).resolves.toBe('Entrez le nom de la campagne');
    await main().getByRole('button', { name: 'Importer le CSV' }).click();
    await main().getByText('Veuillez sélectionner un fichier CSV').waitFor();
    await main().getByText('Le nom de la campagne est obligatoire').waitFor();
    await expectNoAxeViolations(page, 'CSV import with its errors');

    const good = Array.from(
      { length: 60 },
      (_, index) =>
        `${prefix}${String(index).padStart(2, '0')};Client;;06${String(index).padStart(8, '0')};${index} rue du Test;75011;Entretien chaudière`,
    );
    const csv = [
      'Nom;Prénom;E-mail;Téléphone;Adresse;Code postal;Opération',
      ...good,
      `${prefix}Bad;Client;;0699999999;1 rue;750;Entretien chaudière`,
      `${prefix}Bad2;Client;;0699999998;1 rue;75011;Ramonage`,
    ].join('\n');
    await main()
      .locator('input[type=file]')
      .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await main()
      .getByLabel(/^Nom de la campagne/)
      .fill('Campagne e2e');
    await main().getByRole('button', { name: 'Importer le CSV' }).click();
    // A partial import says how many were added and refused, and stays on the screen.
    await main()
      .getByText(MESSAGES.importOutcome.partlyImported(60, 0, 2))
      .waitFor();
    await expect(main().getByTestId('import-count-Importés').textContent()).resolves.toBe('60');
    await expect(main().getByTestId('import-count-Invalides').textContent()).resolves.toBe('2');
    await main().getByRole('cell', { name: 'Le code postal doit contenir 5 chiffres' }).waitFor();
    await main().getByRole('cell', { name: 'Opération inconnue : Ramonage' }).waitFor();
    await main().getByRole('button', { name: "Télécharger le rapport d'erreurs" }).waitFor();
    await expectNoAxeViolations(page, 'CSV import with its report');
    // The form is reset after a success.
    await expect(
      main()
        .getByLabel(/^Nom de la campagne/)
        .inputValue(),
    ).resolves.toBe('');
  });

  it('says in French that no client was imported, with the reasons, when no row is valid', async () => {
    await openSection('Import CSV', 'Importer un CSV');
    const csv = [
      'Nom;Prénom;E-mail;Téléphone;Adresse;Code postal;Opération',
      `${prefix}Rien1;Client;;0699999997;1 rue;750;Entretien chaudière`,
      `${prefix}Rien2;Client;;0699999996;2 rue;75011;Ramonage`,
    ].join('\n');
    await main()
      .locator('input[type=file]')
      .setInputFiles({ name: 'invalides.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await main()
      .getByLabel(/^Nom de la campagne/)
      .fill('Campagne vide');
    await main().getByRole('button', { name: 'Importer le CSV' }).click();
    const outcome = main().getByRole('alert').filter({ hasText: 'Aucun client importé' });
    await outcome.getByText(MESSAGES.importOutcome.nothingImported(2)).waitFor();
    const reasons = outcome.getByRole('list', { name: 'Motifs' });
    await reasons.getByText('Le code postal doit contenir 5 chiffres (1 ligne)').waitFor();
    await reasons.getByText('Opération inconnue : Ramonage (1 ligne)').waitFor();
    await expect(page.getByText(MESSAGES.imports.uploadSuccess).count()).resolves.toBe(0);
    await expect(main().getByTestId('import-count-Importés').textContent()).resolves.toBe('0');
    await expectNoAxeViolations(page, 'CSV import that imported nothing');
  });
});

describe('client list', () => {
  it('searches, paginates by 20 and switches the high-performance mode and back', async () => {
    await openSection('Liste clients', 'Liste clients');
    await main().getByRole('textbox', { name: /^Nom/ }).fill(prefix);
    await main().getByText('60 clients').waitFor();
    const cards = main().getByRole('article');
    await expect(cards.count()).resolves.toBe(20);
    await expect(cards.first().textContent()).resolves.toContain(`${prefix}00`);
    await main().getByRole('button', { name: 'Page suivante' }).click();
    await cards.filter({ hasText: `${prefix}20` }).waitFor();
    await expect(cards.count()).resolves.toBe(20);
    await main().getByRole('button', { name: '3', exact: true }).click();
    await cards.filter({ hasText: `${prefix}59` }).waitFor();
    await expectNoAxeViolations(page, 'client list, page 3');

    const mode = main().getByRole('switch', { name: 'Mode haute performance' });
    await mode.setChecked(true, { force: true });
    const list = main().getByRole('list', { name: 'Liste des clients (haute performance)' });
    await list.waitFor();
    await list
      .getByRole('listitem')
      .filter({ hasText: `${prefix}00` })
      .waitFor();
    // Only the visible rows are rendered.
    const rendered = await list.getByRole('listitem').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    await expectNoAxeViolations(page, 'client list, high-performance mode');
    await mode.setChecked(false, { force: true });
    await main().getByRole('button', { name: 'Page suivante' }).waitFor();
    await expect(list.count()).resolves.toBe(0);

    // Search by first name and région narrows and combines.
    await main().getByRole('textbox', { name: /^Nom/ }).fill(`${prefix}5`);
    await main().getByText('10 clients').waitFor();
    // An imported client waits for its booking invitation, the next working day at 9h00.
    await cards.first().getByRole('button', { name: 'Détails' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^E-mail de prise de rendez-vous prévu le (lundi|mardi|mercredi|jeudi|vendredi) .* à 9h00$/)
      .waitFor();
    await expectNoAxeViolations(page, 'client details dialog (pending invitation)');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await main()
      .getByRole('textbox', { name: /^Région/ })
      .fill('bretagne');
    await main().getByText('Aucun client trouvé').waitFor();
    await expectNoAxeViolations(page, 'client list, nothing found');
  });
});

describe('new client', () => {
  it('shows each validation message, then adds the client and resets the form', async () => {
    await openSection('Nouveau client unitaire', 'Ajouter un client');
    const submit = main().getByRole('button', { name: 'Ajouter le client' });
    await submit.click();
    for (const message of [
      'Le nom est obligatoire',
      'Le téléphone est obligatoire',
      "L'adresse est obligatoire",
      "L'opération est obligatoire",
    ]) {
      await main().getByText(message, { exact: true }).waitFor();
    }
    await expectNoAxeViolations(page, 'new client form with its errors');
    await main().getByRole('textbox', { name: /^Nom/ }).fill(`${prefix}Nouveau`);
    await main()
      .getByRole('textbox', { name: /^Téléphone/ })
      .fill('06 12 34 56 78');
    await main()
      .getByRole('combobox', { name: /^Adresse/ })
      .fill('3 rue des Lilas, Nantes');
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('440');
    await chooseOperation('Entretien chaudière');
    await main()
      .getByRole('textbox', { name: /^E-mail/ })
      .fill('pas-un-email');
    await submit.click();
    await main().getByText('Le code postal doit contenir 5 chiffres').waitFor();
    await main().getByText("L'adresse e-mail n'est pas valide").waitFor();
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('44000');
    await main()
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(`${prefix.toLowerCase()}@example.fr`);
    await submit.click();
    await page.getByText('Client ajouté avec succès').waitFor();
    await expectNoAxeViolations(page, 'new client form after adding');
    await expect(main().getByRole('textbox', { name: /^Nom/ }).inputValue()).resolves.toBe('');

    // The same e-mail again: the server's error after 'Erreur: '.
    await main().getByRole('textbox', { name: /^Nom/ }).fill(`${prefix}Double`);
    await main()
      .getByRole('textbox', { name: /^Téléphone/ })
      .fill('0700000000');
    await main()
      .getByRole('combobox', { name: /^Adresse/ })
      .fill('1 rue');
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('44000');
    await chooseOperation('Entretien chaudière');
    await main()
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(`${prefix.toLowerCase()}@example.fr`);
    await submit.click();
    await page
      .getByText('Erreur: Ce client existe déjà (même e-mail, ou même nom et même téléphone)')
      .waitFor();
  });
});

describe('new client address', () => {
  it('asks for the postal code of a city with several, and stops asking once it is filled', async () => {
    await openSection('Nouveau client unitaire', 'Ajouter un client');
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('');
    const address = main().getByRole('combobox', { name: /^Adresse/ });
    await address.fill('12 rue de la Paix, Paris');
    await page.keyboard.press('Tab');
    const needed = main().getByText(MESSAGES.geo.postalCodeNeeded('Paris'));
    await needed.waitFor();
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('75002');
    await page.keyboard.press('Tab');
    await needed.waitFor({ state: 'detached' });
    await expect(address.getAttribute('aria-invalid')).resolves.not.toBe('true');
    await expectNoAxeViolations(page, 'new client form, address with its postal code');
    // Emptied again, the postal code is asked for again.
    await main()
      .getByRole('textbox', { name: /^Code postal/ })
      .fill('');
    await needed.waitFor();
  });
});

describe('client details, edit and delete', () => {
  it('opens the details, edits with the required-fields message, then deletes after confirmation', async () => {
    await openSection('Liste clients', 'Liste clients');
    await main().getByRole('textbox', { name: /^Nom/ }).fill(`${prefix}Nouveau`);
    const card = main().getByRole('article');
    await main().getByText('1 client', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Détails' }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Lien de prise de rendez-vous').waitFor();
    await details.getByText('Pays de la Loire').waitFor();
    await details.getByText('Aucune en attente').waitFor();
    await expectNoAxeViolations(page, 'client details dialog');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // Back to the button that opened it.
    await expect.poll(() => isFocused(card.getByRole('button', { name: 'Détails' }))).toBe(true);

    await card.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le client' });
    await edit.getByRole('textbox', { name: /^Nom/ }).fill('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.getByText("Le nom et l'adresse sont obligatoires").waitFor();
    await expectNoAxeViolations(page, 'client edit dialog with its error');
    await edit.getByRole('textbox', { name: /^Nom/ }).fill(`${prefix}Nouveau-Modifié`);
    // The message leaves as soon as the name is given again, before saving.
    await edit.getByText("Le nom et l'adresse sont obligatoires").waitFor({ state: 'detached' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Client modifié avec succès').waitFor();
    await card.filter({ hasText: `${prefix}Nouveau-Modifié` }).waitFor();

    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le client' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'client delete confirmation');
    await confirm.getByRole('button', { name: 'Non' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer le client' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await page.getByText('Client supprimé avec succès').waitFor();
    await main().getByText('Aucun client trouvé').waitFor();
  });
});
