import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, type PersonRole } from '@tourneo/domain';
import { startTestSmtpServer, waitFor } from '../apps/server/src/test/smtp-server.ts';
import { consoleErrorsOf, launchBrowser, newPage, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, newCompany } from './support/settings.ts';
import { cell, createAgents, nextWeek, openNextWeek } from './support/calendar.ts';

/**
 * Issue 39: a role that may not change a client does not see the button (a comptable and a lecture
 * seule person saw 'Modifier' and 'Supprimer' and got a 403 toast), and an erased client (GDPR)
 * is no longer in 'Liste clients'.
 */
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let owner: Page;
const readers = new Map<PersonRole, Page>();
/** Every refused call (401, 403) a page received: the screens must not make one. */
const refusals = new WeakMap<Page, string[]>();

/** The buttons that change a client, none of which a reader may see. */
const CHANGES = [
  'Modifier',
  'Supprimer',
  MESSAGES.takeCharge.open,
  MESSAGES.clientMessages.sendLink,
  MESSAGES.clientMessages.resendLink,
  MESSAGES.gdpr.exportButton,
  MESSAGES.gdpr.eraseButton,
];

function recordRefusals(page: Page): void {
  const list: string[] = [];
  refusals.set(page, list);
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) {
      list.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
}

/** Invites a person with `role`, who accepts (their session opens on a page of their own). */
async function signInPerson(role: PersonRole, name: string): Promise<Page> {
  const email = `${role}-${Date.now()}@example.fr`;
  await callApi(owner, 'POST', '/people/invite', { email, role });
  const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(email)));
  const token = /\/invitation#([\w-]{43})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
  expect(token, mail.raw).toBeDefined();
  const page = await newPage(browser);
  recordRefusals(page);
  const accepted = await page.request.post('/people/accept-invitation', {
    data: { token, name, password: 'mon-mot-de-passe' },
    headers: ownOrigin(),
  });
  expect(accepted.status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  return page;
}

async function newClient(name: string, telephone: string) {
  const answer = await callApi(owner, 'POST', '/client/new-client', {
    name,
    prenom: 'Élodie',
    telephone,
    adresse: '3 rue de la Roquette, 75011 Paris',
    code_postal: '75011',
    operation_name: 'Pose de compteur',
  });
  return (answer.data as { id: number }).id;
}

/** Opens 'Liste clients' and waits for its cards: the names shown. */
async function openClientList(page: Page): Promise<string[]> {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Liste clients', exact: true })
    .click();
  const main = page.getByRole('main');
  await main.getByText('1 client', { exact: true }).waitFor();
  return main
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

async function buttonNamesIn(scope: ReturnType<Page['getByRole']>): Promise<string[]> {
  const buttons = await scope.getByRole('button').all();
  return Promise.all(buttons.map(async (button) => (await button.textContent())?.trim() ?? ''));
}

beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startTestSmtpServer({ withAuth: true });
  ({ page: owner } = await newCompany(browser));
  recordRefusals(owner);
  // The default partner sends the invitations through this SMTP server on loopback.
  await callApi(owner, 'POST', '/partenaires/new-partenaire', {
    nom: 'Agence Nord',
    email: 'envoi@agence-nord.fr',
    telephone: '03 20 00 00 00',
    serveur_smtp: '127.0.0.1',
    port_smtp: smtp.port,
    mot_de_passe_mail: 'mot-de-passe-smtp',
  });
  await callApi(owner, 'POST', '/operations/new-operation', { name: 'Pose de compteur', duration: 4 });
  await newClient('Bernard', '0622222222');
  const erased = await newClient('Dupont', '0611111111');
  await callApi(owner, 'POST', '/client/erase', { id: erased });
  readers.set('comptable', await signInPerson('comptable', 'Claire Compta'));
  readers.set('lecture_seule', await signInPerson('lecture_seule', 'Louis Lecteur'));
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

describe('Liste clients by role, without the erased client', () => {
  it('the owner sees every action, and not the erased client', async () => {
    expect(await openClientList(owner)).toEqual(['Bernard Élodie']);
    const card = owner.getByRole('main').getByRole('article');
    expect(await buttonNamesIn(card)).toEqual([MESSAGES.takeCharge.open, 'Détails', 'Modifier', 'Supprimer']);
    await expect(owner.getByRole('main').getByText(MESSAGES.gdpr.erasedName).count()).resolves.toBe(0);
    expect(refusals.get(owner)).toEqual([]);
  });

  for (const role of ['comptable', 'lecture_seule'] as const) {
    it(`${role}: the list and the details show no change button, no import, no erased client, no refused call`, async () => {
      const page = readers.get(role)!;
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      expect(await openClientList(page)).toEqual(['Bernard Élodie']);
      for (const entry of ['Import CSV', 'Nouveau client unitaire']) {
        await expect(menu.getByRole('button', { name: entry, exact: true }).count(), entry).resolves.toBe(0);
      }
      const card = page.getByRole('main').getByRole('article');
      expect(await buttonNamesIn(card)).toEqual(['Détails']);
      await expectNoAxeViolations(page, `Liste clients (${role})`);

      await card.getByRole('button', { name: 'Détails' }).click();
      const details = page.getByRole('dialog');
      await details.getByText('Lien de prise de rendez-vous').waitFor();
      await details.getByText(MESSAGES.clientMessages.empty).waitFor();
      const shown = await buttonNamesIn(details);
      for (const change of CHANGES) {
        expect(shown, change).not.toContain(change);
      }
      await expectNoAxeViolations(page, `client details (${role})`);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      expect(refusals.get(page), 'refused calls').toEqual([]);
      expect(consoleErrorsOf(page)).toEqual([]);
    });
  }

  it("an erased client's appointment stays in the calendar as 'Client effacé', its popups without edit actions", async () => {
    const { 'Julie Martin': julie } = await createAgents(owner, ['Julie Martin']);
    const client = await newClient('Lemoine', '0633333333');
    await callApi(owner, 'POST', '/api/rdv-unified', {
      client_name: 'Lemoine Élodie',
      client_id: client,
      adresse: '3 rue de la Roquette, 75011 Paris',
      sessions: [
        { date: nextWeek().days[2], beginning: 4, ending: 8, agents: [{ agent_id: julie, is_lead: true }] },
      ],
    });
    await callApi(owner, 'POST', '/client/erase', { id: client });
    await openNextWeek(owner, 'Julie Martin');
    const session = cell(owner, 2, 4);
    await expect.poll(() => session.getAttribute('aria-label')).toContain(MESSAGES.gdpr.erasedName);
    await session.dblclick();
    const dialog = owner.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await dialog.getByText(MESSAGES.gdpr.erasedAppointment).waitFor();
    expect((await buttonNamesIn(dialog)).filter(Boolean)).toEqual(['Fermer']);
    await expect(dialog.getByRole('textbox').count()).resolves.toBe(0);
    await expectNoAxeViolations(owner, "an erased client's appointment");
    await owner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(refusals.get(owner)).toEqual([]);
  });
});
