import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_EMAIL_TEXTS, MESSAGES } from '@tourneo/domain';
import { launchBrowser } from './support/browser.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { expectNoAxeViolations, formatViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const OPERATION = 'Ramonage';

async function openEmails(page: Page) {
  await openSettings(page, 'Créer opération', "Tous les Types d'Opérations");
  await page
    .getByRole('main')
    .getByRole('listitem', { name: OPERATION })
    .getByRole('button', { name: 'Modifier' })
    .click();
  await page.getByRole('button', { name: "Menu de l'opération" }).click();
  await page.getByRole('menuitem', { name: 'Gérer les e-mails' }).click();
  const dialog = page.getByRole('dialog', { name: "E-mails de l'opération" });
  await dialog.waitFor();
  return dialog;
}

async function savedTexts(page: Page) {
  const [operation] = (await callApi(page, 'POST', '/operations/get-all', {})) as unknown as Record<
    string,
    string | null
  >[];
  return {
    subject: operation!.email_invitation_subject,
    body: operation!.email_invitation_body,
    confirmationSubject: operation!.email_confirmation_subject,
  };
}

describe("Tous les Types d'Opérations: the operation's e-mails", () => {
  it('edits the invitation e-mail with its rules and live preview, saves it, keeps it, and restores the default', async () => {
    const page = await newCompanyPage(browser);
    const session = (await (await page.request.get('/api/session')).json()) as {
      admin: { company_name: string };
    };
    const companyName = session.admin.company_name;
    await callApi(page, 'POST', '/operations/new-operation', { name: OPERATION, duration: 4 });

    let dialog = await openEmails(page);
    const subject = dialog.getByRole('textbox', { name: 'Objet' });
    const body = dialog.getByRole('textbox', { name: 'Texte' });
    const save = dialog.getByRole('button', { name: 'Enregistrer les e-mails' });
    const preview = dialog.getByRole('region', { name: "Aperçu de l'e-mail" });
    const frame = page.frameLocator('iframe[title="Aperçu de l\'e-mail d\'invitation"]');

    // The defaults, previewed for this operation and this company.
    await expect(subject.inputValue()).resolves.toBe(DEFAULT_EMAIL_TEXTS.invitation.subject);
    await expect(body.inputValue()).resolves.toBe(DEFAULT_EMAIL_TEXTS.invitation.body);
    await preview
      .getByText('Objet : Votre rendez-vous Ramonage : choisissez la date qui vous convient', { exact: true })
      .waitFor();
    await frame.getByText('Bonjour Marie Dupont,').waitFor();
    await frame.getByRole('link', { name: 'Choisir mon rendez-vous' }).waitFor();
    await frame
      .getByText(`Vous recevez ce message de la part de ${companyName}.`, { exact: false })
      .waitFor();
    await expectNoAxeViolations(page, 'dialog "E-mails de l\'opération"');
    // axe does not enter the sandboxed preview: the e-mail itself is checked on a page of its own,
    // by the WCAG rules (a mail client shows it inside its own page: no landmark of its own).
    const emailPage = await page.context().newPage();
    await emailPage.setContent((await dialog.locator('iframe').getAttribute('srcdoc'))!);
    const { violations } = await new AxeBuilder({ page: emailPage })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations, formatViolations('the invitation e-mail as rendered', violations)).toEqual([]);
    await emailPage.close();

    // The e-mail rules, in French, on the field at fault.
    await body.fill('Bonjour {prenom}, à bientôt');
    await save.click();
    await dialog.getByText(MESSAGES.operations.emailInvitationLinkRequired).waitFor();
    await body.fill('Bonjour {prenom}, le {date} : {lien} {Nom}');
    await save.click();
    await dialog.getByText('Variables inconnues : {Nom}', { exact: true }).waitFor();
    await body.fill('Bonjour {prenom}, le {date} : {lien}');
    await save.click();
    await dialog
      .getByText(`${MESSAGES.operations.emailInvitationDateVariables}{date}`, { exact: true })
      .waitFor();
    await subject.fill(' ');
    await save.click();
    await dialog.getByText(MESSAGES.operations.emailSubjectEmpty).waitFor();
    await expectNoAxeViolations(page, 'dialog "E-mails de l\'opération" with an error');

    // A new text: a variable inserted where the caret is, the preview following as one types,
    // the client's values and the company's text shown as text, never as markup.
    await subject.fill('Ramonage annuel : à vous de choisir, ');
    await subject.press('End');
    await dialog.getByRole('button', { name: 'Insérer {prenom}' }).click();
    await expect.poll(() => subject.inputValue()).toBe('Ramonage annuel : à vous de choisir, {prenom}');
    await body.fill('Bonjour {prenom} {nom},\n\nVotre ramonage <b>annuel</b> approche.\n\n{lien}');
    await preview.getByText('Objet : Ramonage annuel : à vous de choisir, Marie', { exact: true }).waitFor();
    await frame.getByText('Votre ramonage <b>annuel</b> approche.', { exact: true }).waitFor();
    await expect(frame.locator('b').count()).resolves.toBe(0);
    await expect(
      frame.getByRole('link', { name: 'Choisir mon rendez-vous' }).getAttribute('href'),
    ).resolves.toBe('https://tourneo.fr/?token=a1B2c3');

    // The plain-text version, with its contact line.
    // By keyboard, as a radio group.
    await preview.getByRole('radio', { name: 'Mise en page' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => preview.getByRole('radio', { name: 'Texte brut' }).isChecked()).toBe(true);
    await preview.getByText('Votre ramonage <b>annuel</b> approche.', { exact: false }).waitFor();
    await preview
      .getByText(`Vous recevez ce message de la part de ${companyName}. Pour toute question`, {
        exact: false,
      })
      .waitFor();
    await expectNoAxeViolations(page, 'dialog "E-mails de l\'opération", plain-text preview');

    await save.click();
    await expectNotification(page, MESSAGES.operations.emailTextsUpdated);
    await dialog.waitFor({ state: 'detached' });
    await expect(savedTexts(page)).resolves.toEqual({
      subject: 'Ramonage annuel : à vous de choisir, {prenom}',
      body: 'Bonjour {prenom} {nom},\n\nVotre ramonage <b>annuel</b> approche.\n\n{lien}',
      confirmationSubject: null,
    });

    // Kept across a reload.
    await page.reload();
    dialog = await openEmails(page);
    await expect(dialog.getByRole('textbox', { name: 'Objet' }).inputValue()).resolves.toBe(
      'Ramonage annuel : à vous de choisir, {prenom}',
    );
    await expect(dialog.getByRole('textbox', { name: 'Texte' }).inputValue()).resolves.toBe(
      'Bonjour {prenom} {nom},\n\nVotre ramonage <b>annuel</b> approche.\n\n{lien}',
    );

    // The confirmation tab offers the appointment's variables; the invitation goes back to the default.
    await dialog.getByRole('tab', { name: 'Confirmation' }).click();
    await dialog.getByRole('button', { name: 'Insérer {date}' }).waitFor();
    await page
      .frameLocator('iframe[title="Aperçu de l\'e-mail de confirmation"]')
      .getByText('Date : mardi 24 novembre 2026')
      .waitFor();
    await expectNoAxeViolations(page, 'dialog "E-mails de l\'opération", confirmation');
    await dialog.getByRole('tab', { name: 'Invitation' }).click();
    await expect(dialog.getByRole('button', { name: 'Insérer {date}' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Rétablir le texte par défaut' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Objet' }).inputValue()).resolves.toBe(
      DEFAULT_EMAIL_TEXTS.invitation.subject,
    );
    await dialog.getByRole('button', { name: 'Enregistrer les e-mails' }).click();
    await expectNotification(page, MESSAGES.operations.emailTextsUpdated);
    await expect(savedTexts(page)).resolves.toEqual({ subject: null, body: null, confirmationSubject: null });
  });
});
