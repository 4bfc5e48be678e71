import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { AGENT_APP_MESSAGES as t } from '@tourneo/domain/messages/agent-app-fr';
import { MOBILE_MESSAGES as m } from '@tourneo/domain/messages/mobile-fr';
import type { MobileSession } from '@tourneo/domain/mobile/responses';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { parisDateOf } from '@tourneo/domain/time/paris';
import { addDays, isWorkingDay } from '@tourneo/domain/time-slots/week';
import { initialLoadFiles } from '../bench/lib/bundle-size.ts';
import { launchBrowser, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newPhonePage } from './support/booking.ts';
import { callApi, newCompanyPage } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'mot-de-passe-agent';
const AGENT_NAME = 'Julie Martin';
const LABELS = {
  meter: 'Numéro de compteur',
  index: 'Index relevé',
  state: 'État du compteur',
  photo: 'Photo du compteur',
} as const;

/** A real image (a colour gradient with noise, so that JPEG has something to compress): width x height PNG. */
function pngOf(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = seed % 40;
      row.set([(x * 255) / width + noise, (y * 255) / height, 120 + noise], 1 + x * 3);
    }
    rows.push(row);
  }
  const table = Array.from({ length: 256 }, (_unused, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) {
      c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let value = 0xffffffff;
    for (const byte of bytes) {
      value = table[(value ^ byte) & 0xff]! ^ (value >>> 8);
    }
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first working day from today in Paris (missions are planned Monday to Friday only). */
function firstWorkingDay(): string {
  let date = parisDateOf(new Date());
  while (!isWorkingDay(date)) {
    date = addDays(date, 1);
  }
  return date;
}

interface Fixture {
  planner: Page;
  agentId: number;
  companyName: string;
  date: string;
  fields: Record<string, number>;
  sessions: { clientName: string; sessionId: number; missionId: number }[];
}

/** A company (Business plan: forms), an agent with a password, an operation with a form, missions for the agent. */
async function setUp(clientNames: string[]): Promise<Fixture> {
  const planner = await newCompanyPage(browser);
  const session = (await (await planner.request.get('/api/session')).json()) as {
    admin: { company_name: string };
  };
  await callApi(planner, 'POST', '/subscriptions/change-plan', { plan: 'business' });
  const { agent } = (await callApi(planner, 'POST', '/agents/create', {
    name: AGENT_NAME,
    postal_code: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    password: PASSWORD,
  })) as { agent: { id: number } };
  const { form } = (await callApi(planner, 'POST', '/forms/create', {
    name: 'Relevé de compteur',
    description: '',
    fields: [
      { field_type: 'text', field_name: 'compteur', field_label: LABELS.meter, is_required: true },
      { field_type: 'number', field_name: 'index', field_label: LABELS.index, is_required: true },
      {
        field_type: 'radio',
        field_name: 'etat',
        field_label: LABELS.state,
        is_required: true,
        options: [
          { option_value: 'ok', option_label: 'Bon état' },
          { option_value: 'hs', option_label: 'Hors service' },
        ],
      },
      { field_type: 'image', field_name: 'photo', field_label: LABELS.photo, is_required: true },
      { field_type: 'textarea', field_name: 'observations', field_label: 'Observations' },
      {
        field_type: 'select',
        field_name: 'acces',
        field_label: 'Accès',
        options: [
          { option_value: 'libre', option_label: 'Libre' },
          { option_value: 'gardien', option_label: 'Par le gardien' },
        ],
      },
      {
        field_type: 'checkbox',
        field_name: 'pieces',
        field_label: 'Pièces changées',
        options: [
          { option_value: 'joint', option_label: 'Joint' },
          { option_value: 'vanne', option_label: 'Vanne' },
        ],
      },
      { field_type: 'checkbox', field_name: 'consignes', field_label: 'Consignes de sécurité lues' },
      { field_type: 'date', field_name: 'prochaine', field_label: 'Prochaine visite' },
      { field_type: 'time', field_name: 'arrivee', field_label: "Heure d'arrivée" },
      { field_type: 'email', field_name: 'email', field_label: 'E-mail du client' },
      { field_type: 'phone', field_name: 'telephone', field_label: 'Téléphone sur place' },
      { field_type: 'file', field_name: 'bon', field_label: "Bon d'intervention" },
    ],
  })) as { form: { id: number; fields: { id: number; field_name: string }[] } };
  const { operation } = (await callApi(planner, 'POST', '/operations/new-operation', {
    name: 'Relevé',
    duration: 4,
    form_id: form.id,
  })) as { operation: { id: number } };
  const date = firstWorkingDay();
  const sessions = [];
  for (const [index, clientName] of clientNames.entries()) {
    const { data } = (await callApi(planner, 'POST', '/api/rdv-unified', {
      client_name: clientName,
      adresse: `${index + 1} rue de la Paix, 75002 Paris`,
      appartement: `Bât. A, ${index + 2}e étage`,
      operation_id: operation.id,
      comments: 'Sonner deux fois',
      sessions: [{ date, beginning: index * 8, ending: index * 8 + 4, agents: [{ agent_id: agent.id }] }],
    })) as { data: { id: number; sessions: { session_id: number }[] } };
    sessions.push({ clientName, missionId: data.id, sessionId: data.sessions[0]!.session_id });
    if (date !== parisDateOf(new Date())) {
      // A weekend: Monday's visits are started now, as the planner allows ('Démarrer' waits for the day).
      await callApi(planner, 'PUT', `/api/rdv-unified/sessions/${data.sessions[0]!.session_id}`, {
        early_start_allowed: true,
      });
    }
  }
  return {
    planner,
    agentId: agent.id,
    companyName: session.admin.company_name,
    date,
    fields: Object.fromEntries(form.fields.map((field) => [field.field_name, field.id])),
    sessions,
  };
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function signIn(page: Page, companyName: string) {
  await page.goto('/agent');
  await page.getByRole('heading', { level: 1, name: t.signIn.title }).waitFor();
  await expectNoAxeViolations(page, 'agent sign-in');
  await page.getByLabel(t.signIn.companyName).fill(companyName);
  await page.getByLabel(t.signIn.agentName).fill(AGENT_NAME);
  await page.getByLabel(t.signIn.password).fill('mauvais mot de passe');
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await page.getByRole('alert').filter({ hasText: m.invalidCredentials }).waitFor();
  await expectNoAxeViolations(page, 'agent sign-in refused');
  await page.getByLabel(t.signIn.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
}

/** Shows the missions' day (today, or Monday when the test runs on a weekend). */
async function showDay(page: Page, date: string) {
  await page
    .getByRole('group', { name: t.schedule.days })
    .getByRole('button', { name: dayLabel(date) })
    .click();
  await page.getByRole('heading', { level: 2, name: dayLabel(date) }).waitFor();
}

/** The session as the server has it (the agent's own API, with the agent's cookie). */
async function serverSession(page: Page, sessionId: number): Promise<MobileSession> {
  const response = await page.request.get(`/mobile/sessions/${sessionId}`, { headers: ownOrigin() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: MobileSession }).data;
}

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: t.signature.canvas });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.6 - 0.3 * Math.sin(step / 2)));
  }
  await page.mouse.up();
}

/**
 * Fills the form's required questions (and a few others), a photo and the client's signature,
 * drawn on the pad or typed (the keyboard alternative).
 */
async function fillReport(page: Page, meter: string, photo: Buffer, signature: 'drawn' | 'typed' = 'drawn') {
  await page.getByLabel(LABELS.meter).fill(meter);
  await page.getByLabel(LABELS.index).fill('1234,5');
  await page.getByLabel(LABELS.index).blur();
  await page.getByRole('group', { name: LABELS.state }).getByLabel('Bon état').check();
  await page.getByLabel('Accès').selectOption('gardien');
  await page.getByLabel(`${t.fields.photoAdd} : ${LABELS.photo}`).setInputFiles({
    name: 'compteur.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await page.getByRole('img', { name: t.fields.photoAlt(LABELS.photo, 1) }).waitFor();
  if (signature === 'drawn') {
    await drawSignature(page);
    await page.getByRole('button', { name: t.signature.save }).click();
  } else {
    // Enter in the typed name saves the signature (a form).
    await page.getByLabel(t.signature.typedLabel).fill('Marie Leroy');
    await page.getByLabel(t.signature.typedLabel).press('Enter');
  }
  await page.getByText(t.signature.signed).waitFor();
}

describe('the agent app on a phone', () => {
  it('signs in, completes a session online, then another offline that syncs once when the network returns', async () => {
    const clients = [`Dupont ${randomUUID().slice(0, 6)}`, `Leroy ${randomUUID().slice(0, 6)}`];
    const { planner, companyName, date, fields, sessions } = await setUp(clients);
    const page = await newPhonePage(browser);
    const requests = recordRequests(page);
    await signIn(page, companyName);
    await showDay(page, date);
    const list = page.getByRole('list').filter({ hasText: clients[0] });
    await list.getByRole('link', { name: clients[0] }).waitFor();
    await list.getByRole('link', { name: clients[1] }).waitFor();
    const address = page.getByRole('link', { name: t.session.openMaps('1 rue de la Paix, 75002 Paris') });
    expect(await address.getAttribute('href')).toBe(
      `https://maps.google.com/?q=${encodeURIComponent('1 rue de la Paix, 75002 Paris')}`,
    );
    await page.getByText('Bât. A, 2e étage').waitFor();
    await expectNoAxeViolations(page, 'agent schedule');
    // One column on the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The first session, online.
    await page.getByRole('link', { name: clients[0] }).click();
    await page.getByRole('heading', { level: 1, name: clients[0] }).waitFor();
    await expectNoAxeViolations(page, 'agent session, planned');
    await page.getByRole('button', { name: t.session.start }).click();
    await page.getByText(m.sessionStarted).waitFor();
    await page.getByLabel(LABELS.meter).waitFor();
    // The button pressed is gone: focus goes to the report, not to BODY.
    await page.waitForFunction(() => document.activeElement?.id === 'report-title');
    await expectNoAxeViolations(page, 'agent session, started, its form');

    // 'Terminer' tapped right after typing: the answer is saved (on blur), then the tap completes
    // (here refused: the report is incomplete), and focus goes to the refusal.
    await page.getByLabel(LABELS.meter).fill('A-1000');
    await page.getByRole('button', { name: t.session.complete }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: m.reportIncomplete([
          m.missingField(LABELS.index),
          m.missingField(LABELS.state),
          m.missingPhoto(LABELS.photo),
          m.missingSignature,
        ]),
      })
      .waitFor();
    await expectNoAxeViolations(page, 'agent session, completion refused');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('notice notice-error');
    expect(
      (await serverSession(page, sessions[0]!.sessionId)).report.answers.find(
        (answer) => answer.field_id === fields.compteur,
      )?.value,
    ).toBe('A-1000');

    // A mission photo added then deleted: focus goes to 'add a photo', not to BODY.
    const missionPhotos = page.getByRole('region', { name: t.fields.photosTitle });
    await missionPhotos.getByLabel(`${t.fields.photoAdd} : ${t.fields.photosTitle}`).setInputFiles({
      name: 'facade.png',
      mimeType: 'image/png',
      buffer: pngOf(200, 120),
    });
    await missionPhotos.getByRole('button', { name: t.fields.photoRemove(t.fields.photosTitle, 1) }).click();
    await missionPhotos.getByRole('img').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'photo-mission');

    const photo = pngOf(1600, 1000);
    await fillReport(page, 'A-1001', photo);
    await expectNoAxeViolations(page, 'agent session, report filled and signed');
    // Changing an answer after the client signed clears the signature: the client signs again.
    await page.getByLabel(LABELS.meter).fill('A-1002');
    await page.getByLabel(LABELS.meter).blur();
    await page.getByText(t.signature.cleared).waitFor();
    expect((await serverSession(page, sessions[0]!.sessionId)).report.signature).toBeNull();
    await drawSignature(page);
    await page.getByRole('button', { name: t.signature.save }).click();
    await page.getByText(t.signature.signed).waitFor();
    await page.getByRole('button', { name: t.session.complete }).click();
    await page.getByText(t.session.completed).first().waitFor();
    await expectNoAxeViolations(page, 'agent session, completed');

    const first = await serverSession(page, sessions[0]!.sessionId);
    expect(first.session_status).toBe('completed');
    expect(first.mission_status).toBe('completed');
    const answers = Object.fromEntries(first.report.answers.map((answer) => [answer.field_id, answer.value]));
    expect(answers).toMatchObject({
      [fields.compteur!]: 'A-1002',
      [fields.index!]: 1234.5,
      [fields.etat!]: 'ok',
      [fields.acces!]: 'gardien',
    });
    expect(first.report.photos).toHaveLength(1);
    const uploaded = first.report.photos[0]!;
    expect(uploaded).toMatchObject({ field_id: fields.photo, mime_type: 'image/jpeg' });
    // Compressed on the phone: a 1600x1000 PNG of several megabytes arrives as a JPEG under 500 KB.
    expect(photo.length).toBeGreaterThan(1_000_000);
    expect(uploaded.size).toBeLessThanOrEqual(500 * 1024);
    expect(first.report.signature).not.toBeNull();

    // The second session, offline: the app opens from its service worker and the phone's copy.
    await page.getByRole('link', { name: t.session.back }).click();
    await page.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 10_000,
    });
    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
    await page.getByText(t.sync.offline).first().waitFor();
    await showDay(page, date);
    await expectNoAxeViolations(page, 'agent schedule, offline');
    await page.getByRole('link', { name: clients[1] }).click();
    await page.getByRole('heading', { level: 1, name: clients[1] }).waitFor();
    await page.getByRole('button', { name: t.session.start }).click();
    await page
      .getByTestId('pending-count')
      .filter({ hasText: t.sync.pending(1) })
      .waitFor();
    // Offline, the phone refuses an incomplete report with the server's words.
    await page.getByRole('button', { name: t.session.complete }).click();
    await page.getByRole('alert').filter({ hasText: m.missingSignature }).waitFor();
    await fillReport(page, 'B-2002', pngOf(800, 600), 'typed');
    await page.getByRole('button', { name: t.session.complete }).click();
    await page.getByText(t.session.completed).first().waitFor();
    // Start, 4 answers, the photo, the signature, the completion.
    await page
      .getByTestId('pending-count')
      .filter({ hasText: t.sync.pending(8) })
      .waitFor();
    await expectNoAxeViolations(page, 'agent session, completed offline');
    expect((await serverSession(page, sessions[1]!.sessionId)).session_status).toBe('planned');

    await page.context().setOffline(false);
    await page.getByTestId('pending-count').filter({ hasText: t.sync.synced }).waitFor({ timeout: 20_000 });
    // Sent: the screen no longer says the change waits on the phone.
    await page.getByRole('status').filter({ hasText: t.session.queued }).waitFor({ state: 'detached' });
    const second = await serverSession(page, sessions[1]!.sessionId);
    expect(second.session_status).toBe('completed');
    expect(second.report.photos).toHaveLength(1);
    expect(second.report.photos[0]).toMatchObject({ field_id: fields.photo, mime_type: 'image/jpeg' });
    expect(second.report.signature).not.toBeNull();
    expect(
      Object.fromEntries(second.report.answers.map((answer) => [answer.field_id, answer.value])),
    ).toEqual({
      [fields.compteur!]: 'B-2002',
      [fields.index!]: 1234.5,
      [fields.etat!]: 'ok',
      [fields.acces!]: 'gardien',
    });
    // Each queued call went once: one start, one completion.
    const calls = requests
      .filter((request) => request.method() === 'POST')
      .map((request) => new URL(request.url()).pathname);
    const secondPath = `/mobile/sessions/${sessions[1]!.sessionId}`;
    expect(calls.filter((path) => path === `${secondPath}/start`)).toHaveLength(1);
    expect(calls.filter((path) => path === `${secondPath}/complete`)).toHaveLength(1);
    expect(calls.filter((path) => path === `${secondPath}/photos`)).toHaveLength(1);
    expect(calls.filter((path) => path === `${secondPath}/signature`)).toHaveLength(1);

    // The agent app loads none of the back office's code, and the back office none of the app's.
    const [agentEntry] = initialLoadFiles(['agent.html']);
    const [appEntry] = initialLoadFiles(['app.html']);
    const [adminChunk] = initialLoadFiles(['src/app/routes/admin.tsx']);
    const loaded = (from: Request[]) => from.map((request) => new URL(request.url()).pathname.slice(1));
    expect(loaded(requests)).toContain(agentEntry);
    expect(loaded(requests)).not.toContain(appEntry);
    expect(loaded(requests)).not.toContain(adminChunk);
    const plannerRequests = recordRequests(planner);
    await planner.goto('/admin');
    await planner.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(loaded(plannerRequests)).toContain(appEntry);
    expect(loaded(plannerRequests)).toContain(adminChunk);
    expect(loaded(plannerRequests)).not.toContain(agentEntry);
  });

  it('shows a change refused while syncing (the mission was deleted meanwhile) instead of dropping it', async () => {
    const client = `Martin ${randomUUID().slice(0, 6)}`;
    const { planner, companyName, date, sessions } = await setUp([client]);
    const page = await newPhonePage(browser);
    await signIn(page, companyName);
    await showDay(page, date);
    await page.getByRole('link', { name: client }).click();
    await page.getByRole('heading', { level: 1, name: client }).waitFor();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: t.session.start }).click();
    await page
      .getByTestId('pending-count')
      .filter({ hasText: t.sync.pending(1) })
      .waitFor();
    // Signing out asks first, in the singular for one action; the agent stays.
    const warning = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: t.signOut }).click();
    expect(await warning).toBe('1 action non synchronisée : elle serait perdue. Se déconnecter quand même ?');

    const deleted = await planner.request.delete(`/api/rdv-unified/${sessions[0]!.missionId}`, {
      data: {},
      headers: ownOrigin(),
    });
    expect(deleted.status()).toBe(200);
    await page.context().setOffline(false);
    const conflicts = page.getByRole('region', { name: t.sync.conflictsTitle });
    await conflicts.waitFor({ timeout: 20_000 });
    await conflicts.getByText(`${t.sync.action.start} (${client}) :`).waitFor();
    await page.getByTestId('pending-count').filter({ hasText: t.sync.synced }).waitFor();
    await expectNoAxeViolations(page, 'agent app, a conflict shown');
    await conflicts.getByRole('button', { name: t.sync.dismiss }).click();
    await conflicts.waitFor({ state: 'detached' });
  });

  it("sends 'En route' on the session's day only, and the small things of the screen", async () => {
    const { planner, companyName, date, agentId } = await setUp([]);
    const today = parisDateOf(new Date());
    const clientName = `Bernard ${randomUUID().slice(0, 6)}`;
    const { data: client } = (await callApi(planner, 'POST', '/client/new-client', {
      name: clientName,
      prenom: 'Luc',
      telephone: '0612345678',
      email: 'luc.bernard@exemple.fr',
      adresse: '8 rue de la Roquette, 75011 Paris',
      code_postal: '75011',
      operation_name: 'Relevé',
      latitude: 48.8553,
      longitude: 2.3744,
    })) as { data: { id: number } };
    await callApi(planner, 'POST', '/rdv/create', {
      clientName,
      agentName: AGENT_NAME,
      agentId,
      date,
      beginning: 20,
      ending: 24,
      adresse: '8 rue de la Roquette, 75011 Paris',
      operationName: 'Relevé',
      clientId: client.id,
    });
    const page = await newPhonePage(browser);
    const responses: { path: string; status: number }[] = [];
    page.on('response', (response) =>
      responses.push({ path: new URL(response.url()).pathname, status: response.status() }),
    );
    await signIn(page, companyName);
    // The first visit asked who is signed in without an error status.
    expect(
      responses.filter((entry) => entry.path === '/mobile/session').map((entry) => entry.status),
    ).toEqual([200]);

    // The header at 390 px: the company's name whole, 'Se déconnecter' on one line.
    const bar = page.getByRole('banner');
    const company = bar.getByText(companyName, { exact: true });
    expect(await company.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const signOut = bar.getByRole('button', { name: t.signOut });
    expect((await signOut.boundingBox())!.height).toBeLessThan(56);
    // Opening the app, Tab reaches 'Se déconnecter' first, as it is shown first.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.signOut);

    await showDay(page, date);
    await page.getByRole('link', { name: new RegExp(clientName) }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(clientName) }).waitFor();
    // The client's number as the back office writes it.
    await page.getByRole('link', { name: '06 12 34 56 78' }).waitFor();
    if (date !== today) {
      // A weekend: the missions' day is not today, so 'En route' waits for it.
      expect(await page.getByRole('button', { name: t.session.enRoute }).count()).toBe(0);
      await page.getByText(t.session.enRouteOtherDay).waitFor();
    } else {
      await page.getByRole('button', { name: t.session.enRoute }).click();
      const sent = page.getByRole('status').filter({ hasText: 'Le client est prévenu' });
      await sent.waitFor();
      expect((await sent.textContent())?.trim()).toMatch(
        /^Le client est prévenu : arrivée vers \d{1,2}h\d{2}\.$/,
      );
      await expectNoAxeViolations(page, "agent session, 'En route' sent");
      // Once per appointment: a second tap says the client already knows.
      await page.getByRole('button', { name: t.session.enRoute }).click();
      await page.getByRole('status').filter({ hasText: m.enRouteAlreadySent }).waitFor();
    }

    // A session of a later day: no 'En route' button, a short reason instead.
    let later = addDays(date, 1);
    while (!isWorkingDay(later)) {
      later = addDays(later, 1);
    }
    const laterName = `Petit ${randomUUID().slice(0, 6)}`;
    await callApi(planner, 'POST', '/api/rdv-unified', {
      client_name: laterName,
      adresse: '2 rue de la Paix, 75002 Paris',
      sessions: [{ date: later, beginning: 4, ending: 8, agents: [{ agent_id: agentId }] }],
    });
    await page.getByRole('link', { name: t.session.back }).click();
    await page.getByRole('button', { name: t.schedule.refresh }).click();
    await showDay(page, later);
    await page.getByRole('link', { name: laterName }).click();
    await page.getByRole('heading', { level: 1, name: laterName }).waitFor();
    await page.getByText(t.session.enRouteOtherDay).waitFor();
    expect(await page.getByRole('button', { name: t.session.enRoute }).count()).toBe(0);
    await expectNoAxeViolations(page, "agent session of a later day, no 'En route'");

    // Signing out leaves no call behind that the server would refuse.
    await page.getByRole('button', { name: t.signOut }).click();
    await page.getByRole('heading', { level: 1, name: t.signIn.title }).waitFor();
    await page.waitForTimeout(500);
    const refused = responses.filter(
      (entry) =>
        entry.status === 401 && (entry.path === '/mobile/schedule' || entry.path === '/mobile/session'),
    );
    expect(refused).toEqual([]);
  });
});
