import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, longestSmsOf } from '@tourneo/domain';
import { consoleErrorsOf, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const openOperations = (page: Page) => openSettings(page, 'Créer opération', "Tous les Types d'Opérations");

async function openEditMenu(page: Page, operationName: string, entry: string) {
  await page
    .getByRole('main')
    .getByRole('listitem', { name: operationName })
    .getByRole('button', { name: 'Modifier' })
    .click();
  await page.getByRole('button', { name: "Menu de l'opération" }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

describe("Tous les Types d'Opérations", () => {
  it('creates an operation with a duration, validates it, and deletes it', async () => {
    const page = await newCompanyPage(browser);
    await openOperations(page);
    const main = page.getByRole('main');
    await main.getByText('Aucune opération disponible').waitFor();
    await expectNoAxeViolations(page, 'operations, none yet');

    await main.getByRole('button', { name: 'Ajouter une opération' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une opération' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText("Le nom de l'opération est obligatoire").waitFor();
    await expectNoAxeViolations(page, 'dialog "Créer une opération" with its error');

    // Duration: default 1 hour, quarter-hour steps, minutes under an hour, working days of 8 hours.
    await dialog.getByText('Durée : 1 h', { exact: true }).waitFor();
    const slider = dialog.getByRole('slider', { name: 'Durée' });
    await slider.focus();
    await page.keyboard.press('End');
    await dialog.getByText('Durée : 120 h', { exact: true }).waitFor();
    await dialog.getByText('Soit 15 jours (journées de 8 h), par pas de 15 minutes.').waitFor();
    await page.keyboard.press('Home');
    await dialog.getByText('Durée : 15 min', { exact: true }).waitFor();
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await dialog.getByText('Durée : 1 h 30 min', { exact: true }).waitFor();

    // No forms (standard plan): only "Aucun formulaire".
    await expect(dialog.getByRole('combobox', { name: 'Formulaire' }).inputValue()).resolves.toBe(
      'Aucun formulaire',
    );

    // Multi-agent: minimum team of 2; no qualification yet, so no requirement can be added.
    await dialog.getByRole('switch', { name: 'Opération multi-agents' }).click({ force: true });
    await dialog.getByText("Taille minimale de l'équipe : 2 agents").waitFor();
    await expect(dialog.getByRole('button', { name: 'Ajouter un besoin' }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'dialog "Créer une opération", multi-agent');
    await dialog.getByRole('switch', { name: 'Opération multi-agents' }).click({ force: true });

    await dialog.getByLabel("Nom de l'opération").fill('Ramonage');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Opération créée avec succès');
    const card = main.getByRole('listitem', { name: 'Ramonage' });
    await card.getByText('Durée : 1 h 30 min').waitFor();
    await card.getByText('Aucun formulaire').waitFor();
    await expectNoAxeViolations(page, 'operations, one card');

    await card.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByText('Voulez-vous vraiment supprimer cette opération ?').waitFor();
    await expectNoAxeViolations(page, 'operation delete confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    await expectNotification(page, 'Opération supprimée avec succès');
    await main.getByText('Aucune opération disponible').waitFor();
  });

  it('asks for no forms on a plan without them, and shows the form picker disabled with the plan it needs', async () => {
    const page = await newCompanyPage(browser);
    const formRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/forms/')) {
        formRequests.push(request.url());
      }
    });
    await openOperations(page);
    const main = page.getByRole('main');
    await main.getByText('Aucune opération disponible').waitFor();
    await main.getByRole('button', { name: 'Ajouter une opération' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une opération' });
    const picker = dialog.getByRole('combobox', { name: 'Formulaire' });
    await picker.waitFor();
    await expect(picker.isDisabled()).resolves.toBe(true);
    await expect(picker.inputValue()).resolves.toBe('Aucun formulaire');
    await dialog.getByText('Cette fonctionnalité nécessite le forfait Business ou supérieur').waitFor();
    await expectNoAxeViolations(page, 'dialog "Créer une opération" without forms in the plan');
    await dialog.getByLabel("Nom de l'opération").fill('Ramonage');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Opération créée avec succès');
    await main.getByRole('listitem', { name: 'Ramonage' }).getByRole('button', { name: 'Modifier' }).click();
    await page
      .getByRole('dialog', { name: /Modifier l'opération/ })
      .getByRole('combobox', { name: 'Formulaire' })
      .waitFor();
    expect(formRequests).toEqual([]);
    expect(consoleErrorsOf(page)).toEqual([]);
  });

  it('edits the team, the required qualifications and the SMS of an operation', async () => {
    const page = await newCompanyPage(browser);
    await callApi(page, 'POST', '/roles/create', { name: 'Électricien' });
    await callApi(page, 'POST', '/roles/create', { name: "Chef d'équipe" });
    await callApi(page, 'POST', '/operations/new-operation', { name: 'Pose tableau', duration: 8 });
    await openOperations(page);
    const main = page.getByRole('main');
    await main.getByRole('listitem', { name: 'Pose tableau' }).getByText('Durée : 2 h').waitFor();

    // Team requirements.
    await main
      .getByRole('listitem', { name: 'Pose tableau' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Modifier l'opération/ });
    await dialog.getByRole('switch', { name: 'Opération multi-agents' }).click({ force: true });
    const slider = dialog.getByRole('slider', { name: "Taille minimale de l'équipe" });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText("Taille minimale de l'équipe : 3 agents").waitFor();
    await dialog.getByRole('button', { name: 'Ajouter un besoin' }).click();
    const first = dialog.getByRole('group', { name: 'Besoin 1' });
    await expect(first.getByRole('combobox', { name: 'Qualification' }).inputValue()).resolves.toBe(
      "Chef d'équipe",
    );
    await first.getByRole('combobox', { name: 'Qualification' }).click();
    await page.getByRole('option', { name: 'Électricien' }).click();
    await first.getByLabel("Minimum d'agents").fill('3');
    await expect.poll(() => first.getByLabel("Maximum d'agents").inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Ajouter un besoin' }).click();
    await dialog.getByRole('button', { name: 'Monter le besoin 2' }).click();
    await expect(
      dialog
        .getByRole('group', { name: 'Besoin 1' })
        .getByRole('combobox', { name: 'Qualification' })
        .inputValue(),
    ).resolves.toBe("Chef d'équipe");
    await dialog.getByRole('button', { name: 'Retirer le besoin 1' }).click();
    const only = dialog.getByRole('group', { name: 'Besoin 1' });
    await expect(only.getByRole('combobox', { name: 'Qualification' }).inputValue()).resolves.toBe(
      'Électricien',
    );
    await expect(dialog.getByRole('group', { name: 'Besoin 2' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, `dialog "Modifier l'opération" with a team requirement`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Opération modifiée avec succès');
    await main.getByRole('listitem', { name: 'Pose tableau' }).getByText('Équipe de 3+').waitFor();

    // Required qualifications.
    await openEditMenu(page, 'Pose tableau', 'Gérer les rôles');
    const roles = page.getByRole('dialog', { name: 'Qualifications requises' });
    const electricien = roles.getByRole('switch', { name: 'Électricien' });
    await electricien.waitFor();
    await expectNoAxeViolations(page, 'dialog "Qualifications requises"');
    await electricien.click({ force: true });
    await expectNotification(page, 'Qualification attribuée avec succès');
    await expect.poll(() => electricien.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await roles.waitFor({ state: 'detached' });

    // SMS: the three rules, then a valid message with its live preview.
    await openEditMenu(page, 'Pose tableau', 'Gérer le message SMS');
    const sms = page.getByRole('dialog', { name: 'Message SMS personnalisé' });
    const textarea = sms.getByLabel('Message SMS');
    const save = sms.getByRole('button', { name: 'Enregistrer le message' });
    await textarea.fill('');
    await save.click();
    await sms.getByText('Le message SMS ne peut pas être vide').waitFor();
    await expectNoAxeViolations(page, 'dialog "Message SMS personnalisé" with its error');
    await textarea.fill('Bonjour {prenom}');
    await save.click();
    await sms.getByText('Variables obligatoires manquantes: {operation}, {lien}').waitFor();
    await textarea.fill(`Bonjour {prenom}, {operation} {lien} ${'x'.repeat(120)}`);
    await save.click();
    await sms.getByText('Le message ne peut pas dépasser 140 caractères').waitFor();
    await textarea.fill('Bonjour {prenom} {nom}, RDV {operation} : {lien}');
    await sms
      .getByText('Bonjour Marie Dupont, RDV Pose tableau : https://tourneo.fr/?token=a1B2c3', {
        exact: true,
      })
      .waitFor();
    await expectNoAxeViolations(page, 'dialog "Message SMS personnalisé" with its preview');
    await save.click();
    await expectNotification(page, 'Message SMS mis à jour avec succès');
    await sms.waitFor({ state: 'detached' });

    // The SMS call kept the team.
    const [operation] = (await callApi(page, 'POST', '/operations/get-all', {})) as unknown as {
      sms_message: string;
      min_team_size: number;
      team_requirements: { role_name: string }[];
    }[];
    expect(operation).toMatchObject({
      sms_message: 'Bonjour {prenom} {nom}, RDV {operation} : {lien}',
      min_team_size: 3,
      team_requirements: [{ role_name: 'Électricien' }],
    });
  });

  it("checks the SMS variables and previews the edited operation's message without overflowing", async () => {
    const page = await newCompanyPage(browser);
    const operationName = 'Pose de compteur Linky triphasé';
    await callApi(page, 'POST', '/operations/new-operation', { name: operationName, duration: 4 });
    await openOperations(page);
    await openEditMenu(page, operationName, 'Gérer le message SMS');
    const sms = page.getByRole('dialog', { name: 'Message SMS personnalisé' });
    const textarea = sms.getByLabel('Message SMS');
    const save = sms.getByRole('button', { name: 'Enregistrer le message' });

    // Every unknown variable is named once, even beside a missing one.
    await textarea.fill('Bonjour {prénom} {foo}, {operation} le {date} {foo} : {lien}');
    await save.click();
    await sms.getByText('Variables inconnues : {prénom}, {foo}, {date}', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'SMS dialog with unknown variables');

    // The preview speaks of this operation, and gives the length once the variables are replaced.
    const message = 'Bonjour {prenom}, RDV {operation} : {lien}';
    await textarea.fill(message);
    const preview = sms.getByRole('region', { name: 'Aperçu du SMS' });
    const rendered = `Bonjour Marie, RDV ${operationName} : https://tourneo.fr/?token=a1B2c3`;
    await preview.getByText(rendered, { exact: true }).waitFor();
    await preview
      .getByText(`Longueur après remplacement des variables : ${rendered.length} caractères`)
      .waitFor();
    await sms.getByText(`${message.length}/140 caractères`).waitFor();

    // One very long word wraps inside the dialog instead of widening it.
    const longWord = 'x'.repeat(140 - '{prenom}{operation}{lien} '.length);
    await textarea.fill(`{prenom}{operation}{lien} ${longWord}`);
    await preview.getByText(longWord, { exact: false }).waitFor();
    const overflow = await sms.evaluate((dialog) => {
      const region = dialog.querySelector('[aria-label="Aperçu du SMS"]')!;
      const body = dialog.querySelector('.mantine-Modal-body')!;
      return {
        region: region.scrollWidth - region.clientWidth,
        body: body.scrollWidth - body.clientWidth,
        dialogRight: dialog.getBoundingClientRect().right,
        regionRight: region.getBoundingClientRect().right,
      };
    });
    expect(overflow.region).toBeLessThanOrEqual(0);
    expect(overflow.body).toBeLessThanOrEqual(0);
    expect(overflow.regionRight).toBeLessThanOrEqual(overflow.dialogRight);
    await expectNoAxeViolations(page, 'SMS dialog, preview of a long word');

    await save.click();
    await expectNotification(page, 'Message SMS mis à jour avec succès');
  });

  it('warns in the SMS editor when the text sent could exceed 140 characters, with its length', async () => {
    const page = await newCompanyPage(browser);
    const operationName = 'Entretien chaudière gaz';
    await callApi(page, 'POST', '/operations/new-operation', { name: operationName, duration: 4 });
    await openOperations(page);
    await openEditMenu(page, operationName, 'Gérer le message SMS');
    const sms = page.getByRole('dialog', { name: 'Message SMS personnalisé' });
    const textarea = sms.getByLabel('Message SMS');
    const publicUrl = new URL(page.url()).origin;
    const m = MESSAGES.operations;

    // A template of 121 characters passes the spec's rule, but not its text once filled.
    const long =
      'Bonjour {prenom} {nom}, votre rendez-vous {operation} est à choisir dès maintenant sur notre page de réservation : {lien}';
    expect(long).toHaveLength(121);
    await textarea.fill(long);
    await sms.getByText(`${long.length}/140 caractères`).waitFor();
    const longest = longestSmsOf(long, { operation: operationName, publicUrl });
    expect(longest.length).toBeGreaterThan(140);
    expect(longest.isShortened).toBe(true);
    const warning = sms.getByRole('status').filter({ hasText: m.smsShortenedTitle });
    await warning.getByText(m.smsShortenedWarning(longest.length), { exact: true }).waitFor();
    await warning.getByText(m.smsShortenedExample(longest.sent.length), { exact: true }).waitFor();
    // What would be sent: within 140 characters, the short link whole, the values cut with '…'.
    await warning.getByText(longest.sent, { exact: true }).waitFor();
    expect(longest.sent.length).toBeLessThanOrEqual(140);
    expect(longest.sent).toContain('…');
    await expectNoAxeViolations(page, 'SMS dialog, warning of a text sent beyond 140 characters');

    // A shorter message: its longest length is said, and no warning.
    const short = 'RDV {operation} {prenom} : {lien}';
    await textarea.fill(short);
    const fits = longestSmsOf(short, { operation: operationName, publicUrl });
    expect(fits.isShortened).toBe(false);
    await sms.getByText(m.smsLongest(fits.length)).waitFor();
    await expect(warning.count()).resolves.toBe(0);

    // A warning, not a refusal: the spec's rule is on the template.
    await textarea.fill(long);
    await warning.waitFor();
    await sms.getByRole('button', { name: 'Enregistrer le message' }).click();
    await expectNotification(page, 'Message SMS mis à jour avec succès');
  });
});
