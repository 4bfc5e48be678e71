import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { MESSAGES } from '@tourneo/domain';
import { launchBrowser, newPage, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi } from './support/settings.ts';

const SMTP_USER = 'envoi@agence-nord.fr';
const SMTP_PASSWORD = 'mot-de-passe-smtp';

let browser: Browser;
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  browser = await launchBrowser();
  // A real SMTP server on loopback, that the app server connects to when the user tests a partner.
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** A fresh company (partners are not gated), signed in on the partners page. */
async function openPartners(page: Page) {
  const name = `Société ${randomUUID().slice(0, 8)}`;
  const registered = await page.request.post('/admin/register', {
    data: { company_name: name, company_password: 'mot-de-passe-solide' },
    headers: ownOrigin(),
  });
  expect(registered.status()).toBe(201);
  // Registering signs the new company in (its cookie is this page's): straight to the back office.
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Partenaires' })
    .click();
  await page.getByRole('main').getByRole('heading', { name: 'Partenaires' }).waitFor();
}

describe('partners settings', () => {
  it('validates, tests the SMTP connection for real, creates, edits and deletes a partner', async () => {
    const page = await newPage(browser);
    await openPartners(page);
    await page.getByText('Aucun partenaire pour le moment').waitFor();
    await expectNoAxeViolations(page, 'partners, none yet');

    await page.getByRole('button', { name: 'Nouveau partenaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau partenaire' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le nom du partenaire est requis').waitFor();
    await dialog.getByText("L'email est requis").waitFor();
    await dialog.getByText('Le téléphone est requis').waitFor();
    await dialog.getByText('Le serveur SMTP est requis').waitFor();
    await dialog.getByText('Le mot de passe du mail est requis').waitFor();
    await expectNoAxeViolations(page, 'dialog "Nouveau partenaire" with its errors');

    await dialog.getByLabel('Nom').fill('Agence Nord');
    await dialog.getByLabel('Email').fill('pas-un-email');
    await dialog.getByLabel('Téléphone').fill('03 20 00');
    await dialog.getByLabel('Serveur SMTP').fill('127.0.0.1');
    await dialog.getByLabel('Port SMTP').fill('99999');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText("L'email n'est pas valide").waitFor();
    await dialog.getByText('Le port SMTP doit être un nombre entre 1 et 65535').waitFor();
    await dialog.getByText(MESSAGES.partners.phoneInvalid).waitFor();
    await dialog.getByLabel('Téléphone').fill('03 20 00 00 00');

    await dialog.getByLabel('Email').fill(SMTP_USER);
    await dialog.getByLabel('Port SMTP').fill(String(smtpPort));
    await dialog.getByLabel('Mot de passe du mail').fill('mauvais');
    await dialog.getByRole('button', { name: 'Tester la connexion' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain(
      'Authentification refusée par le serveur SMTP',
    );
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain('Réponse du serveur : 535');
    await expectNoAxeViolations(page, 'dialog "Nouveau partenaire", connection refused');

    await dialog.getByLabel('Mot de passe du mail').fill(SMTP_PASSWORD);
    await dialog.getByRole('button', { name: 'Tester la connexion' }).click();
    await expect(dialog.getByRole('status').textContent()).resolves.toContain('Connexion SMTP réussie');
    await expectNoAxeViolations(page, 'dialog "Nouveau partenaire", connection succeeded');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Partenaire ajouté avec succès').waitFor();
    const card = page.getByRole('article', { name: 'Agence Nord' });
    await card.getByText(`SMTP 127.0.0.1:${smtpPort}`).waitFor();
    await expectNoAxeViolations(page, 'partners, one card');
    // Stored in E.164, shown the French way.
    await card.getByText('03 20 00 00 00', { exact: true }).waitFor();

    // Edit: the password is never sent back; left empty it is kept, and the test still logs in.
    await card.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le partenaire' });
    await expect(edit.getByLabel('Mot de passe du mail').inputValue()).resolves.toBe('');
    await expectNoAxeViolations(page, 'dialog "Modifier le partenaire"');
    await edit.getByRole('button', { name: 'Tester la connexion' }).click();
    await expect(edit.getByRole('status').textContent()).resolves.toContain('Connexion SMTP réussie');
    await edit.getByLabel('Nom').fill('Agence Nord-Est');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Partenaire modifié avec succès').waitFor();
    const renamed = page.getByRole('article', { name: 'Agence Nord-Est' });
    await renamed.waitFor();
    const list = await page.request.post('/partenaires/get-all', { data: {}, headers: ownOrigin() });
    expect(list.status()).toBe(200);
    expect(await list.text()).not.toContain(SMTP_PASSWORD);
    expect(await list.text()).toContain('"telephone":"+33320000000"');

    // Delete: Escape cancels the confirmation, Oui deletes.
    await renamed.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le partenaire' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'partner delete confirmation');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await page.getByText('Partenaire supprimé avec succès').waitFor();
    await renamed.waitFor({ state: 'detached' });
    await page.getByText('Aucun partenaire pour le moment').waitFor();
  });

  it("shows the default partner, moves it with 'Définir par défaut', and passes it on when it is deleted", async () => {
    const page = await newPage(browser);
    await openPartners(page);
    for (const nom of ['Agence Est', 'Agence Ouest']) {
      await callApi(page, 'POST', '/partenaires/new-partenaire', {
        nom,
        email: SMTP_USER,
        telephone: '03 20 00 00 00',
        serveur_smtp: '127.0.0.1',
        port_smtp: smtpPort,
        mot_de_passe_mail: SMTP_PASSWORD,
      });
    }
    await page.reload();
    const east = page.getByRole('article', { name: 'Agence Est' });
    const west = page.getByRole('article', { name: 'Agence Ouest' });
    // The first partner is the default one.
    await east.getByText('Partenaire par défaut').waitFor();
    await expect(west.getByText('Partenaire par défaut').count()).resolves.toBe(0);
    await expect(east.getByRole('button', { name: /Définir par défaut/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'partners with their default partner');

    await west.getByRole('button', { name: 'Définir par défaut : Agence Ouest' }).click();
    await page.getByText('Partenaire par défaut modifié').waitFor();
    await west.getByText('Partenaire par défaut').waitFor();
    await east.getByText('Partenaire par défaut').waitFor({ state: 'detached' });

    // Deleting the default passes it to the other partner; the confirmation says where clients go.
    await west.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le partenaire' });
    await confirm.getByText('Ses clients passeront au partenaire par défaut.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'dialog "Supprimer le partenaire" (the default one)');
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await page.getByText('Partenaire supprimé avec succès').waitFor();
    await west.waitFor({ state: 'detached' });
    await east.getByText('Partenaire par défaut').waitFor();
  });
});
