import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { startTestSmtpServer, waitFor } from '../apps/server/src/test/smtp-server.ts';
import { consoleErrorsOf, launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany, openSettings } from './support/settings.ts';

const m = MESSAGES.agentInvitation;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  browser = await launchBrowser();
  // The company's partner sends its e-mails through this real SMTP server on loopback.
  smtp = await startTestSmtpServer({ withAuth: true });
});
afterAll(async () => {
  await browser.close();
  await smtp.close();
});

/** The invitation link's path in the e-mail received for `to` (quoted-printable soft breaks joined). */
async function invitationPathSentTo(to: string): Promise<string> {
  const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(to)));
  const text = mail.raw.replace(/=\r?\n/g, '');
  const match = /\/agent\/invitation#[\w-]{43}/.exec(text);
  if (!match) {
    throw new Error(`no invitation link in the e-mail:\n${text}`);
  }
  return match[0];
}

describe("an agent's invitation", () => {
  it('the planner sends it by e-mail; the agent chooses a password through the link, once', async () => {
    const { page, name: companyName } = await newCompany(browser);
    await callApi(page, 'POST', '/partenaires/new-partenaire', {
      nom: 'Agence Nord',
      email: 'envoi@agence-nord.fr',
      telephone: '03 20 00 00 00',
      serveur_smtp: '127.0.0.1',
      port_smtp: smtp.port,
      mot_de_passe_mail: 'mot-de-passe-smtp',
    });
    await openSettings(page, 'Gérer les agents', 'Tous les agents');
    const main = page.getByRole('main');

    // The company's password rules: 5 characters are refused; left empty, the agent is invited.
    await main.getByRole('button', { name: 'Ajouter un agent' }).click();
    const create = page.getByRole('dialog', { name: 'Créer un agent' });
    await create.getByText(m.passwordOptionalHint).waitFor();
    await create.getByLabel('Nom').fill('Julie Martin');
    await create.getByRole('combobox', { name: 'Adresse' }).fill('12 rue Oberkampf, 75011 Paris');
    await create.getByLabel('Code postal').fill('75011');
    await create.getByLabel(/^Mot de passe/).fill('court');
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await create.getByText(MESSAGES.auth.passwordTooShort).waitFor();
    await expectNoAxeViolations(page, 'dialog "Créer un agent", password too short');
    await create.getByLabel(/^Mot de passe/).fill('');
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, MESSAGES.agents.created);
    await create.waitFor({ state: 'detached' });

    // 'Inviter', from the keyboard.
    const invite = main
      .getByRole('listitem', { name: 'Julie Martin' })
      .getByRole('button', { name: m.inviteLabel('Julie Martin') });
    await invite.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m.dialogTitle });
    await dialog.getByText(m.dialogIntro).waitFor();
    await expectNoAxeViolations(page, `dialog "${m.dialogTitle}"`);
    await dialog.getByRole('button', { name: m.submit }).click();
    await dialog.getByText(m.contactRequired).waitFor();
    await dialog.getByLabel(m.telephoneLabel).fill('01 23 45 67 89');
    await dialog.getByRole('button', { name: m.submit }).click();
    await dialog.getByText(m.mobileInvalid).waitFor();
    await expectNoAxeViolations(page, `dialog "${m.dialogTitle}" with its errors`);
    await dialog.getByLabel(m.telephoneLabel).fill('');
    await dialog.getByLabel(m.emailLabel).fill('julie.martin@example.fr');
    await dialog.getByRole('button', { name: m.submit }).click();
    await expectNotification(page, m.sent('Julie Martin'));
    await dialog.waitFor({ state: 'detached' });

    // The agent's phone follows the link from the e-mail.
    const link = await invitationPathSentTo('julie.martin@example.fr');
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(link);
    await phone.getByRole('heading', { level: 1, name: m.pageTitle }).waitFor();
    await phone.getByText(m.pageIntro('Julie Martin', companyName)).waitFor();
    await expectNoAxeViolations(phone, 'invitation page');
    await phone.getByLabel(m.passwordLabel).fill('court');
    await phone.getByLabel(m.confirmLabel).fill('court');
    await phone.getByRole('button', { name: m.save }).click();
    await phone.getByRole('alert').filter({ hasText: MESSAGES.auth.passwordTooShort }).waitFor();
    await expectNoAxeViolations(phone, 'invitation page with its error');
    await phone.getByLabel(m.passwordLabel).fill('mon-mot-de-passe');
    await phone.getByLabel(m.confirmLabel).fill('mon-mot-de-passe');
    await phone.getByRole('button', { name: m.save }).click();

    // Signed in: the schedule, with the agent's name; the link is gone from the address bar.
    await phone.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await phone.getByText('Julie Martin', { exact: true }).waitFor();
    expect(new URL(phone.url()).pathname).toBe('/agent');
    expect(new URL(phone.url()).hash).toBe('');

    // The link served once: opened again, it says so.
    const again = await newPage(browser);
    await again.goto(link);
    await again.getByRole('alert').filter({ hasText: m.used }).waitFor();
    await expectNoAxeViolations(again, 'invitation page, link used');
    // And an unknown one.
    await again.goto('/agent/invitation#inconnu');
    await again.reload();
    await again.getByRole('alert').filter({ hasText: m.invalid }).waitFor();

    // The password chosen signs the agent in from the app's login.
    const login = await again.request.post('/mobile/login', {
      data: { company_name: companyName, agent_name: 'Julie Martin', password: 'mon-mot-de-passe' },
    });
    expect(login.status()).toBe(200);
    expect(consoleErrorsOf(phone)).toEqual([]);
  });
});
