import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, isoToFrenchDate, type PersonRole } from '@tourneo/domain';
import { showMonth } from './support/billing.ts';
import { startTestSmtpServer, waitFor } from '../apps/server/src/test/smtp-server.ts';
import { consoleErrorsOf, launchBrowser, newPage, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany, openSettings } from './support/settings.ts';
import { createAgents, nextWeek } from './support/calendar.ts';

/**
 * Issue 26, decision 0033: a comptable and a lecture seule person read the Paramètres screens
 * (the server's `settingsRead` and `everyone` reads) without changing them: a notice on each, no
 * change button, the fields disabled, no refused call. People, the audit log, API keys and
 * webhooks stay the administrateurs'. The invoices' legal identity stays the comptable's to change.
 */
const READ_ONLY = MESSAGES.people.settingsReadOnly;

/** Each screen a reader opens: its menu entry, its heading, an item the owner created to show. */
const SCREENS = [
  { entry: 'Créer opération', heading: "Tous les Types d'Opérations", shows: 'Pose de compteur' },
  { entry: 'Partenaires', heading: 'Partenaires', shows: 'Agence Nord' },
  { entry: 'Gérer les agents', heading: 'Tous les agents', shows: 'Julie Martin' },
  { entry: 'Rôles', heading: 'Toutes les qualifications', shows: 'Électricien' },
  { entry: 'Formulaires', heading: 'Formulaires', shows: 'Relevé' },
  { entry: 'Mon abonnement', heading: 'Mon abonnement', shows: 'Forfait Premium' },
  { entry: 'Mon entreprise', heading: MESSAGES.companyProfile.title, shows: null },
  { entry: 'Marque blanche', heading: MESSAGES.branding.title, shows: null },
  { entry: 'Automatisations', heading: 'Automatisations', shows: null },
] as const;
const ADMIN_ONLY = ['Personnes', "Journal d'audit", 'Clés d’API', 'Webhooks'];
const SETTINGS_SECTIONS_ADMIN_ONLY = ['personnes', 'audit', 'apiKeys', 'webhooks'];

/** Controls that are filters, not changes: they stay usable. */
const FILTERS = new Set(['Règle']);
/** The legal identity's fields and button on 'Mon abonnement' (`finance`: the comptable's too). */
const LEGAL_IDENTITY_FIELDS = new Set([
  'Raison sociale',
  'Adresse',
  'Code postal',
  'Ville',
  'SIREN',
  'Numéro de TVA intracommunautaire',
]);
const SAVE_LEGAL_IDENTITY = 'Enregistrer l’identité de facturation';

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let owner: Page;
const readers = new Map<PersonRole, Page>();
/** Every refused call (401, 403) a page received: a screen must open without one. */
const refusals = new WeakMap<Page, string[]>();

function recordRefusals(page: Page): void {
  const list: string[] = [];
  refusals.set(page, list);
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) {
      list.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
}

/** The invitation token of the e-mail received for `to` (quoted-printable soft breaks joined). */
async function invitationTokenSentTo(to: string): Promise<string> {
  const mail = await waitFor(() => smtp.received.find((received) => received.to.includes(to)));
  const match = /\/invitation#([\w-]{43})/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) {
    throw new Error(`no invitation link in the e-mail:\n${mail.raw}`);
  }
  return match[1];
}

/** Invites a person with `role`, who accepts (their session opens on a page of their own). */
async function signInPerson(role: PersonRole, name: string): Promise<Page> {
  const email = `${role}-${Date.now()}@example.fr`;
  await callApi(owner, 'POST', '/people/invite', { email, role });
  const token = await invitationTokenSentTo(email);
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

/** The accessible names of the buttons in the page's main region. */
async function buttonNamesOf(page: Page): Promise<string[]> {
  const buttons = await page.getByRole('main').getByRole('button').all();
  return Promise.all(buttons.map(async (button) => (await button.textContent())?.trim() ?? ''));
}

/** The labels of the main region's form controls that are enabled (filters left out). */
async function enabledFieldsOf(page: Page): Promise<string[]> {
  const fields = await page.getByRole('main').locator('input:not([type="hidden"]), textarea, select').all();
  const enabled: string[] = [];
  for (const field of fields) {
    if (await field.isEnabled()) {
      const label = await field.evaluate(
        (element) =>
          (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
          element.getAttribute('aria-label') ??
          element.outerHTML,
      );
      if (!FILTERS.has(label.replace(/\s*\*$/, ''))) {
        enabled.push(label);
      }
    }
  }
  return enabled;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The company's default partner sends the invitations through this real SMTP server on loopback.
  smtp = await startTestSmtpServer({ withAuth: true });
  ({ page: owner } = await newCompany(browser));
  recordRefusals(owner);
  // Premium: every settings screen is open (forms, branding, automations, API keys, webhooks).
  await callApi(owner, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
  await callApi(owner, 'POST', '/partenaires/new-partenaire', {
    nom: 'Agence Nord',
    email: 'envoi@agence-nord.fr',
    telephone: '03 20 00 00 00',
    serveur_smtp: '127.0.0.1',
    port_smtp: smtp.port,
    mot_de_passe_mail: 'mot-de-passe-smtp',
  });
  await createAgents(owner, ['Julie Martin']);
  await callApi(owner, 'POST', '/roles/create', { name: 'Électricien' });
  await callApi(owner, 'POST', '/operations/new-operation', { name: 'Pose de compteur', duration: 4 });
  await callApi(owner, 'POST', '/forms/create', {
    name: 'Relevé',
    description: '',
    fields: [{ field_type: 'text', field_name: 'index', field_label: 'Index', is_required: true }],
  });
  readers.set('comptable', await signInPerson('comptable', 'Claire Compta'));
  readers.set('lecture_seule', await signInPerson('lecture_seule', 'Louis Lecteur'));
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

describe('Paramètres, read-only', () => {
  for (const role of ['comptable', 'lecture_seule'] as const) {
    it(`${role}: every settings screen shows, with its notice, no change button, its fields disabled, no refused call`, async () => {
      const page = readers.get(role)!;
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await menu.getByRole('button', { name: 'Paramètres' }).waitFor();
      for (const entry of ADMIN_ONLY) {
        await expect(menu.getByRole('button', { name: entry, exact: true }).count(), entry).resolves.toBe(0);
      }

      const main = page.getByRole('main');
      for (const screen of SCREENS) {
        await openSettings(page, screen.entry, screen.heading);
        const isComptableOnPlan = role === 'comptable' && screen.entry === 'Mon abonnement';
        // The comptable changes the legal identity there: the notice says so.
        const notice = isComptableOnPlan ? MESSAGES.people.planReadOnlyLegalIdentityEditable : READ_ONLY;
        await main.getByRole('note').filter({ hasText: notice }).waitFor();
        if (screen.shows) {
          await main.getByText(screen.shows, { exact: true }).first().waitFor();
        }
        if (screen.entry === 'Mon abonnement') {
          // The legal identity: loaded, then the comptable's to change, the reader's to read.
          await main.getByLabel('Raison sociale').waitFor();
        }
        if (screen.entry === 'Automatisations') {
          await main.getByRole('switch').first().waitFor();
        }
        if (screen.entry === 'Mon entreprise' || screen.entry === 'Marque blanche') {
          await main.locator('input').first().waitFor();
        }
        await expect(main.getByRole('alert').count(), `${screen.entry}: an error`).resolves.toBe(0);

        expect(await buttonNamesOf(page), screen.entry).toEqual(
          isComptableOnPlan ? [SAVE_LEGAL_IDENTITY] : [],
        );
        const enabled = await enabledFieldsOf(page);
        expect(enabled, screen.entry).toEqual(isComptableOnPlan ? [...LEGAL_IDENTITY_FIELDS] : []);
        await expectNoAxeViolations(page, `${screen.heading}, read-only (${role})`);
      }
      expect(refusals.get(page), 'refused calls').toEqual([]);
      expect(consoleErrorsOf(page)).toEqual([]);
    });

    it(`${role}: people, audit log, API keys and webhooks typed in the address bar say the role does not open them`, async () => {
      const page = readers.get(role)!;
      for (const section of SETTINGS_SECTIONS_ADMIN_ONLY) {
        await page.goto(`/admin?section=${section}`);
        await page.getByRole('main').getByText(MESSAGES.people.roleForbidden).waitFor();
      }
      await expectNoAxeViolations(page, `settings section the ${role} cannot open`);
      // The screen says so before asking: the server was not called for these sections' lists.
      expect(refusals.get(page), 'refused calls').toEqual([]);
    });
  }

  it('the comptable changes the invoices’ legal identity from the keyboard; the reader sees it, disabled', async () => {
    const comptable = readers.get('comptable')!;
    await comptable.goto('/admin?section=abonnement');
    const main = comptable.getByRole('main');
    const legalName = main.getByLabel('Raison sociale');
    await legalName.fill('Société Exemple SAS');
    await main.getByLabel('Adresse').fill('12 rue de la Paix');
    await main.getByLabel('Code postal').fill('75002');
    await main.getByLabel('Ville').fill('Paris');
    await main.getByLabel('SIREN').fill('732829320');
    await main.getByLabel('Numéro de TVA intracommunautaire').fill('FR44732829320');
    await main.getByRole('button', { name: SAVE_LEGAL_IDENTITY }).focus();
    await comptable.keyboard.press('Enter');
    await expectNotification(comptable, MESSAGES.payments.legalIdentitySaved);

    const reader = readers.get('lecture_seule')!;
    await reader.goto('/admin?section=abonnement');
    const readerLegalName = reader.getByRole('main').getByLabel('Raison sociale');
    await expect.poll(() => readerLegalName.inputValue()).toBe('Société Exemple SAS');
    await expect(readerLegalName.isDisabled()).resolves.toBe(true);
    expect(refusals.get(comptable)).toEqual([]);
    expect(refusals.get(reader)).toEqual([]);
  });

  it('the reader opens the settings screens from the keyboard', async () => {
    const page = readers.get('lecture_seule')!;
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Partenaires' }).focus();
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Partenaires' }).waitFor();
    await main.getByRole('note').filter({ hasText: READ_ONLY }).waitFor();
    await main.getByText('Agence Nord', { exact: true }).waitFor();
    expect(await buttonNamesOf(page)).toEqual([]);
  });

  it('an administrateur still sees the change buttons and no notice', async () => {
    await owner.goto('/admin');
    const main = owner.getByRole('main');
    await openSettings(owner, 'Gérer les agents', 'Tous les agents');
    await main.getByRole('button', { name: 'Ajouter un agent' }).waitFor();
    await main
      .getByRole('listitem', { name: 'Julie Martin' })
      .getByRole('button', { name: 'Modifier' })
      .waitFor();
    await openSettings(owner, 'Partenaires', 'Partenaires');
    await main.getByRole('button', { name: 'Nouveau partenaire' }).waitFor();
    await openSettings(owner, 'Mon abonnement', 'Mon abonnement');
    await main.getByRole('button', { name: 'Passer au forfait Standard' }).waitFor();
    await openSettings(owner, MESSAGES.companyProfile.title, MESSAGES.companyProfile.title);
    await main.getByRole('button', { name: MESSAGES.companyProfile.save }).waitFor();
    await expect(main.getByLabel(MESSAGES.companyProfile.contactEmail).isEnabled()).resolves.toBe(true);
    await expect(main.getByText(READ_ONLY).count()).resolves.toBe(0);
    await expectNoAxeViolations(owner, 'Mon entreprise, administrateur');
    const menu = owner.getByRole('navigation', { name: 'Menu principal' });
    for (const entry of ADMIN_ONLY) {
      await menu.getByRole('button', { name: entry, exact: true }).waitFor();
    }
    expect(refusals.get(owner)).toEqual([]);
  });
});

describe('Facturation, read-only', () => {
  it('the comptable marks an appointment billed; the lecture seule person sees its status, no button', async () => {
    const monday = nextWeek().days[0]!;
    const agents = (await callApi(owner, 'POST', '/agents/get-all', {})) as unknown as { id: number }[];
    const operations = (await callApi(owner, 'POST', '/operations/get-all', {})) as unknown as {
      id: number;
    }[];
    await callApi(owner, 'POST', '/api/rdv-unified', {
      client_name: 'Durand',
      adresse: 'Durand, 12 rue de la Paix, 75002 Paris',
      operation_id: operations[0]!.id,
      sessions: [{ date: monday, beginning: 4, ending: 8, agents: [{ agent_id: agents[0]!.id }] }],
    });
    const missionMonth = { year: Number(monday.slice(0, 4)), month: Number(monday.slice(5, 7)) };
    const markBilled = `${MESSAGES.billing.markBilled} — Durand (${isoToFrenchDate(monday)})`;

    const openMonth = async (page: Page) => {
      const main = page.getByRole('main');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('button', { name: 'Facturation', exact: true })
        .click();
      await main.getByRole('heading', { name: 'Facturation', level: 1 }).waitFor();
      await showMonth(page, missionMonth);
      const row = main.getByTestId('billing-rdv-table').getByRole('row').filter({ hasText: 'Durand' });
      await row.waitFor();
      return row;
    };

    const reader = readers.get('lecture_seule')!;
    const readerRow = await openMonth(reader);
    await readerRow.getByText('En attente').waitFor();
    await expect(readerRow.getByRole('button', { name: /^Marquer/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(reader, 'Facturation, lecture seule');

    const comptable = readers.get('comptable')!;
    const comptableRow = await openMonth(comptable);
    await comptableRow.getByRole('button', { name: markBilled }).click();
    await expectNotification(comptable, MESSAGES.billing.statusUpdated);
    expect(refusals.get(reader), 'refused calls').toEqual([]);
    expect(refusals.get(comptable), 'refused calls').toEqual([]);
  });
});
