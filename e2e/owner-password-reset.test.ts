import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { startTestSmtpServer, waitFor } from '../apps/server/src/test/smtp-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, newCompany } from './support/settings.ts';

const m = MESSAGES.people;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  browser = await launchBrowser();
  // The company's default partner sends its e-mails through this real SMTP server on loopback.
  smtp = await startTestSmtpServer({ withAuth: true });
});
afterAll(async () => {
  await browser.close();
  await smtp.close();
});

/** The owner's reset link's path in the e-mail received for `to` (quoted-printable undone). */
async function resetPathSentTo(to: string): Promise<string> {
  const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(to)));
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/reinitialisation\?compte=societe#[\w-]{43}/.exec(text);
  if (!match) {
    throw new Error(`no reset link in the e-mail:\n${mail.raw}`);
  }
  return match[0];
}

describe("the owner's password reset (decision 0044)", () => {
  it("'Mot de passe oublié ?' of the company login: the link goes to the company's contact e-mail, sets the company password and ends the owner's sessions", async () => {
    const { page: owner, name } = await newCompany(browser);
    await callApi(owner, 'POST', '/partenaires/new-partenaire', {
      nom: 'Agence Sud',
      email: 'envoi@agence-sud.fr',
      telephone: '04 91 00 00 00',
      serveur_smtp: '127.0.0.1',
      port_smtp: smtp.port,
      mot_de_passe_mail: 'mot-de-passe-smtp',
    });
    const contact = `contact-${Date.now()}@example.fr`;
    await callApi(owner, 'PUT', '/company/profile', { contact_email: contact, contact_phone: null });

    // Signed out, on the company tab of the sign-in: 'Mot de passe oublié ?', from the keyboard.
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Nom de la société').waitFor();
    await page.getByRole('link', { name: m.forgotPassword }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reinitialisation?compte=societe');
    await page.getByRole('heading', { level: 1, name: m.ownerResetRequestTitle }).waitFor();
    await page.getByText(m.ownerResetRequestIntro).waitFor();
    await expectNoAxeViolations(page, 'owner reset request');
    await page.getByRole('button', { name: m.resetRequestSubmit }).click();
    await page.getByRole('alert').filter({ hasText: m.companyNameRequired }).waitFor();
    await expectNoAxeViolations(page, 'owner reset request with its error');
    await page.getByLabel(m.companyNameLabel).fill(name);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: m.ownerResetRequested }).waitFor();
    await expectNoAxeViolations(page, 'owner reset requested');

    // The link of the e-mail, opened in another tab: the new company password.
    const link = await resetPathSentTo(contact);
    await page.close();
    const linkPage = await newPage(browser);
    await linkPage.goto(link);
    await linkPage.getByRole('heading', { level: 1, name: m.ownerResetPageTitle }).waitFor();
    await expectNoAxeViolations(linkPage, 'owner reset page');
    await linkPage.getByLabel(m.passwordLabel, { exact: true }).fill('court');
    await linkPage.getByLabel(m.confirmLabel).fill('court');
    await linkPage.getByRole('button', { name: m.resetSubmit }).click();
    await linkPage.getByRole('alert').filter({ hasText: MESSAGES.auth.passwordTooShort }).waitFor();
    await expectNoAxeViolations(linkPage, 'owner reset page with its error');
    await linkPage.getByLabel(m.passwordLabel, { exact: true }).fill('nouveau-mot-de-la-societe');
    await linkPage.getByLabel(m.confirmLabel).fill('nouveau-mot-de-la-societe');
    await linkPage.keyboard.press('Enter');
    await linkPage.getByRole('status').filter({ hasText: m.resetDone }).waitFor();
    await expectNoAxeViolations(linkPage, 'owner reset done');

    // The owner's open session has ended.
    expect((await owner.request.get('/api/session')).status()).toBe(401);

    // The old company password is refused; the new one signs in.
    await linkPage.getByRole('link', { name: m.backToLogin }).click();
    await linkPage.getByLabel('Nom de la société').fill(name);
    await linkPage.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe-solide');
    await linkPage.getByRole('button', { name: 'Se connecter' }).click();
    await linkPage.getByRole('alert').filter({ hasText: MESSAGES.auth.invalidCredentials }).waitFor();
    await linkPage.getByLabel('Mot de passe', { exact: true }).fill('nouveau-mot-de-la-societe');
    await linkPage.getByRole('button', { name: 'Se connecter' }).click();
    await linkPage.waitForURL('**/admin**');
  });
});
