import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { startTestSmtpServer, waitFor } from '../apps/server/src/test/smtp-server.ts';
import { consoleErrorsOf, launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany, openSettings } from './support/settings.ts';
import { cell, createAgents, drag, fillClient, openNextWeek } from './support/calendar.ts';

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

/** The invitation link's path in the e-mail received for `to` (quoted-printable soft breaks joined). */
async function invitationPathSentTo(to: string): Promise<string> {
  const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(to)));
  const match = /\/invitation#[\w-]{43}/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match) {
    throw new Error(`no invitation link in the e-mail:\n${mail.raw}`);
  }
  return match[0];
}

describe('people', () => {
  it('the owner invites a planificateur, who accepts from the e-mail, cannot open Paramètres nor Finance, and plans a mission', async () => {
    const { page: owner } = await newCompany(browser);
    await callApi(owner, 'POST', '/partenaires/new-partenaire', {
      nom: 'Agence Nord',
      email: 'envoi@agence-nord.fr',
      telephone: '03 20 00 00 00',
      serveur_smtp: '127.0.0.1',
      port_smtp: smtp.port,
      mot_de_passe_mail: 'mot-de-passe-smtp',
    });
    await createAgents(owner, ['Julie Martin']);
    await owner.reload();
    await openSettings(owner, 'Personnes', m.title);
    const main = owner.getByRole('main');
    await main.getByText(m.empty).waitFor();
    await expectNoAxeViolations(owner, 'Personnes, empty');

    // 'Inviter une personne', from the keyboard.
    await main.getByRole('button', { name: m.invite }).focus();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: m.inviteTitle });
    await dialog.getByText(m.inviteIntro).waitFor();
    await dialog.getByRole('button', { name: m.sendInvitation }).click();
    await dialog.getByText(m.emailRequired).waitFor();
    await expectNoAxeViolations(owner, `dialog "${m.inviteTitle}" with its error`);
    const email = `planif-${Date.now()}@example.fr`;
    await dialog.getByLabel(m.emailLabel).fill(email);
    await dialog.getByLabel(m.roleLabel).selectOption('planificateur');
    await dialog.getByRole('button', { name: m.sendInvitation }).click();
    await expectNotification(owner, m.invited(email));
    await dialog.waitFor({ state: 'detached' });
    await main.getByRole('cell', { name: email, exact: true }).waitFor();
    await main.getByText(m.pending).waitFor();
    await expectNoAxeViolations(owner, 'Personnes, one invitation');

    // The planificateur follows the link of the e-mail.
    const link = await invitationPathSentTo(email);
    const planner = await newPage(browser);
    await planner.goto(link);
    await planner.getByRole('heading', { level: 1, name: m.invitationPageTitle }).waitFor();
    await planner.getByText(m.invitationPageIntro).waitFor();
    await expectNoAxeViolations(planner, 'invitation page');
    await planner.getByLabel(m.nameLabel).fill('Camille Durand');
    await planner.getByLabel(m.passwordLabel, { exact: true }).fill('court');
    await planner.getByLabel(m.confirmLabel).fill('court');
    await planner.getByRole('button', { name: m.accept }).click();
    await planner.getByRole('alert').filter({ hasText: MESSAGES.auth.passwordTooShort }).waitFor();
    await expectNoAxeViolations(planner, 'invitation page with its error');
    await planner.getByLabel(m.passwordLabel, { exact: true }).fill('mon-mot-de-passe');
    await planner.getByLabel(m.confirmLabel).fill('mon-mot-de-passe');
    await planner.getByRole('button', { name: m.accept }).click();
    await planner.waitForURL('**/admin**');

    // Signed out, then in again with the e-mail: no Paramètres, no Finance.
    await planner.getByRole('button', { name: 'Se déconnecter' }).click();
    await planner.waitForURL('**/login');
    await planner.getByRole('button', { name: 'Utiliser mon e-mail personnel' }).click();
    await planner.getByLabel('E-mail').fill(email);
    await planner.getByLabel('Mot de passe', { exact: true }).fill('mon-mot-de-passe');
    await expectNoAxeViolations(planner, 'login by e-mail');
    await planner.getByRole('button', { name: 'Se connecter' }).click();
    await planner.waitForURL('**/admin**');
    const menu = planner.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Julie Martin' }).waitFor();
    for (const group of ['Paramètres', 'Finance']) {
      await expect(menu.getByRole('button', { name: group }).count()).resolves.toBe(0);
    }
    // Support is every role's (issue 28).
    await menu.getByRole('button', { name: 'Support', exact: true }).waitFor();
    // The header names the plan without leading to 'Mon abonnement', which the role does not open.
    const header = planner.getByRole('banner');
    await header.getByText(/^Forfait /).waitFor();
    await expect(header.getByRole('button', { name: /^Forfait / }).count()).resolves.toBe(0);
    // Typed in the address bar, a settings section says the role does not open it.
    await planner.goto('/admin?section=personnes');
    await planner.getByRole('main').getByText(m.roleForbidden).waitFor();
    await expectNoAxeViolations(planner, 'section the role cannot open');
    const refused = await planner.request.post('/billing/periods', {
      data: {},
      headers: { origin: new URL(planner.url()).origin },
    });
    expect(refused.status()).toBe(403);

    // And plans a mission on the calendar.
    await openNextWeek(planner, 'Julie Martin');
    await drag(planner, cell(planner, 0, 4), cell(planner, 0, 7));
    const creation = planner.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await creation.waitFor();
    await fillClient(planner, 'Dupont');
    await creation.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(planner, MESSAGES.missions.created);
    await creation.waitFor({ state: 'detached' });
    await expectNoAxeViolations(planner, 'agent calendar, planificateur');

    // The owner sees the person, changes the role and removes them after a confirmation.
    await owner.reload();
    await owner.getByRole('main').getByRole('cell', { name: 'Camille Durand', exact: true }).waitFor();
    await owner.getByRole('main').getByLabel(m.changeRoleLabel('Camille Durand')).selectOption('comptable');
    await expectNotification(owner, m.roleChanged('Camille Durand'));
    await owner
      .getByRole('main')
      .getByRole('button', { name: m.removeLabel('Camille Durand') })
      .click();
    const confirm = owner.getByRole('dialog', { name: m.removeTitle });
    await confirm.getByText(m.removeConfirm('Camille Durand')).waitFor();
    await expectNoAxeViolations(owner, `dialog "${m.removeTitle}"`);
    await confirm.getByRole('button', { name: m.remove }).click();
    await expectNotification(owner, m.removed('Camille Durand'));
    await owner.getByRole('main').getByText(m.empty).waitFor();

    // The removed person's session ended at once.
    const session = await planner.request.get('/api/session');
    expect(session.status()).toBe(401);
    expect(consoleErrorsOf(owner)).toEqual([]);
  });
});
