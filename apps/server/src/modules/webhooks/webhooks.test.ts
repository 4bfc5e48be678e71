import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_EVENT_TYPES,
  parisDateOf,
  workWeekAt,
  type Webhook,
  type WebhookDelivery,
} from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { buildCompany, createTestApp, getTestDatabase, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent, buildAgents } from '../../test/factories/agents.ts';
import { multipart } from '../../test/multipart.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { companies, outboxMessages, webhookEndpoints } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { dispatchOutbox, sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { recordingSmsProvider } from '../../sms/sms-provider.ts';
import { readableMail } from '../../test/mail-text.ts';
import { createWebhookDeliverer } from './webhooks.service.ts';

const m = WEBHOOKS_MESSAGES;
const SECRET_KEY = Buffer.alloc(32, 7);
let app: FastifyInstance;
let strictApp: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;

beforeAll(async () => {
  // The booking link's per-address limit is shared with the other test files (same database).
  app = await createTestApp({
    secretKey: SECRET_KEY,
    webhooks: { allowPrivate: true, timeoutMs: 5_000 },
    bookingLimitPerIpPerMinute: 1_000_000,
  });
  // The production default: public HTTPS addresses only.
  strictApp = await createTestApp({ secretKey: SECRET_KEY });
  receiver = await startWebhookReceiver();
  smtp = await startTestSmtpServer();
  recorder = await createSentRecorder(await getTestDatabase());
}, 60_000);
afterAll(async () => {
  await recorder?.close();
  await receiver?.close();
  await smtp?.close();
  await strictApp?.close();
  await app?.close();
});

const nextMonday = () => workWeekAt(parisDateOf(new Date()), 1).days[0]!;

interface Setup {
  company: TestCompany;
  agentId: number;
  operationId: number;
}

async function setup(plan: 'premium' | 'business' = 'premium'): Promise<Setup> {
  const company = await buildCompany(app, { plan });
  const [agent] = await buildAgents(app, company.id, 1);
  const operation = await buildOperation(app, company.id, 'Entretien');
  return { company, agentId: agent!.id, operationId: operation.id };
}

async function createWebhook(
  company: TestCompany,
  path = '/hooks',
  events: string[] = [...WEBHOOK_EVENT_TYPES],
) {
  const response = await call(app, 'POST', '/webhooks/create', company, {
    url: `${receiver.url}${path}`,
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ webhook: Webhook; secret: string }>();
}

/** A mission of one session a day on `dates` (an hour from `beginning`, one agent), through the back office. */
async function createMissionOn({ company, agentId, operationId }: Setup, dates: string[], beginning = 0) {
  const response = await call(app, 'POST', '/api/rdv-unified', company, {
    client_name: 'Dupont',
    adresse: '1 rue de la Paix, 75002 Paris',
    operation_id: operationId,
    sessions: dates.map((date) => ({
      date,
      beginning,
      ending: beginning + 4,
      agents: [{ agent_id: agentId }],
    })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number; sessions: { session_id: number }[] } }>().data;
}

async function createMission(value: Setup, beginning = 4) {
  return (await createMissionOn(value, [nextMonday()], beginning)).id;
}

async function updateMission(company: TestCompany, missionId: number, comments: string) {
  const response = await call(app, 'PUT', `/api/rdv-unified/${missionId}`, company, { comments });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * The outbox worker's path, on a clock the test moves: the dispatcher queues the company's due
 * rows at `now`, then each is sent (webhooks to the receiver on loopback, e-mails to the SMTP server).
 */
async function runOutbox(company: TestCompany, now: Date, allowPrivate = true) {
  const senders = createOutboxSenders({
    db: app.db,
    secretKey: SECRET_KEY,
    smtpUrl: smtp.url,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
    webhooks: createWebhookDeliverer({
      db: app.db,
      config: { secretKey: SECRET_KEY, webhooks: { allowPrivate, timeoutMs: 5_000 } },
    }),
  });
  const queued: number[] = [];
  await dispatchOutbox({
    db: app.db,
    queue: { queueOutboxRows: async (ids) => void queued.push(...ids) },
    now,
    companyIds: [company.id],
  });
  for (const id of queued.sort((a, b) => a - b)) {
    await sendOutboxMessage({ db: app.db, senders, recorder, clock: () => now }, id);
  }
  return queued.length;
}

/** Runs the outbox minute after minute (retries are due 30 s, 1 min, 2 min... later) until nothing is left. */
async function runOutboxUntilIdle(company: TestCompany, start = new Date(), allowPrivate = true) {
  let now = start;
  for (let round = 0; round < 60; round += 1) {
    await runOutbox(company, now, allowPrivate);
    const pending = await app.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, company.id), eq(outboxMessages.status, 'pending')));
    if (pending.length === 0) {
      return now;
    }
    now = new Date(now.getTime() + 60_000 * 2 ** Math.min(round, 5));
  }
  throw new Error('the outbox never emptied');
}

const eventsAt = (path: string) => receiver.received.filter((event) => event.path === path);
const acceptedAt = (path: string) => eventsAt(path).filter((event) => event.status === 200);

async function deliveriesOf(company: TestCompany, id: number) {
  const response = await call(app, 'POST', '/webhooks/deliveries', company, { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ deliveries: WebhookDelivery[]; has_more: boolean }>().deliveries;
}

describe('webhooks: the back-office calls', () => {
  it('answers 401 without a session, 403 on a plan without custom integrations', async () => {
    expect((await call(app, 'POST', '/webhooks/get-all', null, {})).statusCode).toBe(401);
    const business = await buildCompany(app, { plan: 'business' });
    const refused = await call(app, 'POST', '/webhooks/create', business, {
      url: 'https://example.com/hooks',
      events: ['mission.created'],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 400 with the French message to a bad address or no event', async () => {
    const { company } = await setup();
    const cases: [unknown, string][] = [
      [{ url: '', events: ['mission.created'] }, m.urlRequired],
      [{ url: 'pas une adresse', events: ['mission.created'] }, m.urlInvalid],
      [{ url: 'ftp://example.com/x', events: ['mission.created'] }, m.urlNotHttps],
      [{ url: 'https://user:pw@example.com/x', events: ['mission.created'] }, m.urlCredentials],
      [{ url: 'https://example.com/x', events: [] }, m.eventsRequired],
      [{ url: 'https://example.com/x', events: ['mission.exploded'] }, m.eventInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, 'POST', '/webhooks/create', company, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  it('refuses private, loopback and link-local addresses, and http, without the configuration flag', async () => {
    const company = await buildCompany(strictApp, { plan: 'premium' });
    const cases: [string, string][] = [
      ['http://example.com/hooks', m.urlNotHttps],
      ['https://127.0.0.1/hooks', m.urlPrivate],
      ['https://localhost/hooks', m.urlPrivate],
      ['https://[::1]/hooks', m.urlPrivate],
      ['https://[::ffff:10.0.0.1]/hooks', m.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', m.urlPrivate],
      ['https://192.168.1.10/hooks', m.urlPrivate],
      ['https://[fd00::1]/hooks', m.urlPrivate],
      ['https://nowhere.invalid/hooks', m.urlUnresolved],
    ];
    for (const [url, message] of cases) {
      const response = await call(strictApp, 'POST', '/webhooks/create', company, {
        url,
        events: ['mission.created'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toBe(message);
    }
  });

  it('answers the secret once, keeps it encrypted, and lists the webhook without it', async () => {
    const { company } = await setup();
    const created = await createWebhook(company, '/list', ['mission.created', 'mission.created']);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.webhook).toMatchObject({
      events: ['mission.created'],
      is_enabled: true,
      failure_streak: 0,
    });
    const list = await call(app, 'POST', '/webhooks/get-all', company, {});
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json<{ webhooks: Webhook[] }>().webhooks.map((webhook) => webhook.id)).toEqual([
      created.webhook.id,
    ]);
    const [row] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.webhook.id));
    expect(row!.encryptedSecret).not.toContain(created.secret.slice(6));
    expect(row!.encryptedSecret.startsWith('v1.')).toBe(true);
  });

  it("answers 404 for another company's webhook and delivery, and deletes its own", async () => {
    const { company } = await setup();
    const other = await setup();
    const theirs = await createWebhook(other.company, '/theirs');
    for (const url of [
      '/webhooks/delete',
      '/webhooks/rotate-secret',
      '/webhooks/enable',
      '/webhooks/deliveries',
    ]) {
      const response = await call(app, 'POST', url, company, { id: theirs.webhook.id });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(m.webhookNotFound);
    }
    await createMission(other);
    const [delivery] = await deliveriesOf(other.company, theirs.webhook.id);
    const redeliver = await call(app, 'POST', '/webhooks/redeliver', company, { deliveryId: delivery!.id });
    expect(redeliver.statusCode).toBe(404);
    expect(redeliver.json<{ message: string }>().message).toBe(m.deliveryNotFound);
    const deleted = await call(app, 'POST', '/webhooks/delete', other.company, { id: theirs.webhook.id });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(app, 'POST', '/webhooks/delete', other.company, { id: theirs.webhook.id })).statusCode,
    ).toBe(404);
  });
});

describe('webhooks: deliveries to a real receiver', () => {
  it('delivers mission.created, updated and deleted in order, signed, as {id, type, created_at, data}', async () => {
    const value = await setup();
    const { webhook, secret } = await createWebhook(value.company, '/order');
    receiver.control.secret = secret;
    const missionId = await createMission(value);
    await updateMission(value.company, missionId, 'Sonner deux fois');
    const deleted = await call(app, 'DELETE', `/api/rdv-unified/${missionId}`, value.company);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await runOutboxUntilIdle(value.company);
    const events = acceptedAt('/order');
    expect(events.map((event) => event.body.type)).toEqual([
      'mission.created',
      'mission.updated',
      'mission.deleted',
    ]);
    for (const event of events) {
      expect(event.isSignatureValid).toBe(true);
      expect(event.eventId).toBe(event.body.id);
      expect(event.body.data).toEqual({ mission_id: missionId });
      expect(Object.keys(event.body).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    }
    const log = await deliveriesOf(value.company, webhook.id);
    expect(
      log.map((delivery) => [delivery.event_type, delivery.status, delivery.http_status, delivery.attempts]),
    ).toEqual([
      ['mission.deleted', 'sent', 200, 1],
      ['mission.updated', 'sent', 200, 1],
      ['mission.created', 'sent', 200, 1],
    ]);
  });

  it('an endpoint gets only the events it follows, and a rolled-back change sends nothing', async () => {
    const value = await setup();
    const { secret } = await createWebhook(value.company, '/only-deleted', ['mission.deleted']);
    receiver.control.secret = secret;
    await createMission(value);
    // The same slot again: refused (409), its transaction rolled back with its event.
    const conflict = await call(app, 'POST', '/api/rdv-unified', value.company, {
      client_name: 'Martin',
      adresse: '2 rue de la Paix, 75002 Paris',
      operation_id: value.operationId,
      sessions: [{ date: nextMonday(), beginning: 4, ending: 8, agents: [{ agent_id: value.agentId }] }],
    });
    expect(conflict.statusCode).toBe(409);
    await runOutboxUntilIdle(value.company);
    expect(eventsAt('/only-deleted')).toEqual([]);
  });

  it('a receiver that fails then recovers gets each event once, in order for each mission', async () => {
    const value = await setup();
    const { webhook, secret } = await createWebhook(value.company, '/recover');
    receiver.control.secret = secret;
    const first = await createMission(value, 0);
    await updateMission(value.company, first, 'Première modification');
    const second = await createMission(value, 20);
    await updateMission(value.company, first, 'Deuxième modification');
    await updateMission(value.company, second, 'Autre mission');
    receiver.control.failNext = 3;
    await runOutboxUntilIdle(value.company);
    const accepted = acceptedAt('/recover');
    // Each event taken once: 5 events (2 created, 3 updated), no id twice.
    expect(accepted).toHaveLength(5);
    expect(new Set(accepted.map((event) => event.eventId)).size).toBe(5);
    expect(eventsAt('/recover').filter((event) => event.status === 500)).toHaveLength(3);
    for (const missionId of [first, second]) {
      const ofMission = accepted.filter((event) => event.body.data['mission_id'] === missionId);
      const created = ofMission.map((event) => Date.parse(event.body.created_at));
      expect(created).toEqual([...created].sort((a, b) => a - b));
      expect(ofMission[0]!.body.type).toBe('mission.created');
    }
    expect(
      accepted.filter((event) => event.body.data['mission_id'] === first).map((e) => e.body.type),
    ).toEqual(['mission.created', 'mission.updated', 'mission.updated']);
    const log = await deliveriesOf(value.company, webhook.id);
    expect(log.every((delivery) => delivery.status === 'sent')).toBe(true);
    expect(log.reduce((sum, delivery) => sum + delivery.attempts, 0)).toBe(8);
  });

  it('checks the address again when sending: a name now resolving to a private address is refused', async () => {
    const value = await setup();
    // Accepted while private addresses were allowed; sent by a server where they are not.
    const response = await call(app, 'POST', '/webhooks/create', value.company, {
      url: `https://localhost:${receiver.port}/rebinding`,
      events: ['mission.created'],
    });
    const { webhook } = response.json<{ webhook: Webhook }>();
    await createMission(value);
    await runOutbox(value.company, new Date(), false);
    expect(eventsAt('/rebinding')).toEqual([]);
    const [delivery] = await deliveriesOf(value.company, webhook.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      http_status: null,
      response_excerpt: m.urlPrivate,
    });
  });

  it("'Renvoyer' sends the same event again, with the same id; a rotated secret signs the next ones", async () => {
    const value = await setup();
    const { webhook, secret } = await createWebhook(value.company, '/again');
    receiver.control.secret = secret;
    await createMission(value);
    await runOutboxUntilIdle(value.company);
    const [delivery] = await deliveriesOf(value.company, webhook.id);
    const rotated = await call(app, 'POST', '/webhooks/rotate-secret', value.company, { id: webhook.id });
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json<{ secret: string }>().secret;
    expect(newSecret).not.toBe(secret);
    const again = await call(app, 'POST', '/webhooks/redeliver', value.company, { deliveryId: delivery!.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ delivery: WebhookDelivery }>().delivery).toMatchObject({
      event_id: delivery!.event_id,
      status: 'pending',
      attempts: 0,
    });
    // Still checked with the old secret: refused (401), then with the new one: taken.
    await runOutbox(value.company, new Date());
    receiver.control.secret = newSecret;
    await runOutboxUntilIdle(value.company, new Date(Date.now() + 60_000));
    const events = eventsAt('/again');
    expect(events.map((event) => [event.eventId, event.status])).toEqual([
      [delivery!.event_id, 200],
      [delivery!.event_id, 401],
      [delivery!.event_id, 200],
    ]);
  });

  it('follows no redirect, and keeps only the start of a long answer', async () => {
    const value = await setup();
    const redirect = await createWebhook(value.company, '/redirect');
    const long = await createWebhook(value.company, '/long');
    receiver.control.answer = (request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: `${receiver.url}/elsewhere` }).end();
        return true;
      }
      if (request.url === '/long') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(100_000));
        return true;
      }
      return false;
    };
    try {
      await createMission(value);
      await runOutbox(value.company, new Date());
    } finally {
      receiver.control.answer = undefined;
    }
    expect(eventsAt('/elsewhere')).toEqual([]);
    const [redirected] = await deliveriesOf(value.company, redirect.webhook.id);
    expect(redirected).toMatchObject({ status: 'pending', http_status: 302, attempts: 1 });
    const [taken] = await deliveriesOf(value.company, long.webhook.id);
    expect(taken).toMatchObject({ status: 'sent', http_status: 200 });
    expect(taken!.response_excerpt).toHaveLength(500);
  });

  it(`is disabled after ${WEBHOOK_DISABLE_AFTER_FAILURES} failures in a row, the company told by e-mail, and re-enabled`, async () => {
    const value = await setup();
    await app.db
      .update(companies)
      .set({ contactEmail: 'contact@entreprise.test' })
      .where(eq(companies.id, value.company.id));
    const { webhook, secret } = await createWebhook(value.company, '/down');
    receiver.control.secret = secret;
    receiver.control.alwaysFail = true;
    const mailsBefore = smtp.received.length;
    try {
      await createMission(value, 0);
      await createMission(value, 20);
      await runOutboxUntilIdle(value.company);
    } finally {
      receiver.control.alwaysFail = false;
    }
    expect(eventsAt('/down')).toHaveLength(WEBHOOK_DISABLE_AFTER_FAILURES);
    const [listed] = (await call(app, 'POST', '/webhooks/get-all', value.company, {})).json<{
      webhooks: Webhook[];
    }>().webhooks;
    expect(listed).toMatchObject({ is_enabled: false, failure_streak: WEBHOOK_DISABLE_AFTER_FAILURES });
    const log = await deliveriesOf(value.company, webhook.id);
    expect(log.map((delivery) => delivery.status)).toEqual(['not_sent', 'not_sent']);
    expect(log[0]!.response_excerpt).toBe(m.endpointDisabledReason);
    // The e-mail went through the outbox to the SMTP server on loopback, once.
    const mails = smtp.received.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['contact@entreprise.test']);
    const text = readableMail(mails[0]!.raw);
    expect(text).toContain(m.disabledEmailSubject);
    expect(text).toContain(`${receiver.url}/down`);
    // Re-enabled, it gets the next events; 'Renvoyer' is refused while disabled.
    const refused = await call(app, 'POST', '/webhooks/redeliver', value.company, { deliveryId: log[0]!.id });
    expect(refused.statusCode).toBe(409);
    const enabled = await call(app, 'POST', '/webhooks/enable', value.company, { id: webhook.id });
    expect(enabled.json<{ webhook: Webhook }>().webhook).toMatchObject({
      is_enabled: true,
      failure_streak: 0,
    });
    await createMission(value, 10);
    await runOutboxUntilIdle(value.company);
    expect(acceptedAt('/down').map((event) => event.body.type)).toEqual(['mission.created']);
  });
});

describe('webhooks: events of the other use cases', () => {
  it("an agent's 'Terminer' sends session.completed, a CSV import client.imported", async () => {
    const value = await setup();
    const agent = await buildAgent(app, value.company.id, { name: 'Julie Martin', password: 'secret-agent' });
    const { secret } = await createWebhook(value.company, '/others', [
      'session.completed',
      'client.imported',
    ]);
    receiver.control.secret = secret;
    const [monday, tuesday] = workWeekAt(parisDateOf(new Date()), 1).days;
    const mission = await createMissionOn({ ...value, agentId: agent.id }, [monday!, tuesday!]);
    const login = await app.inject({
      method: 'POST',
      url: '/mobile/login',
      payload: { company_name: value.company.name, agent_name: 'Julie Martin', password: 'secret-agent' },
    });
    const cookie = login.cookies.find((entry) => entry.name === 'tourneo_agent_session')!;
    const sessionId = mission.sessions[0]!.session_id;
    const completed = await call(
      app,
      'POST',
      `/mobile/sessions/${sessionId}/complete`,
      `${cookie.name}=${cookie.value}`,
    );
    expect(completed.statusCode, completed.body).toBe(200);

    const csv = [
      'nom;prenom;email;telephone;adresse;code_postal;operation',
      'Dupont;Jean;jean.dupont@example.fr;0611111111;12 rue de la Paix, Paris;75002;Entretien',
      'Martin;Anne;anne.martin@example.fr;0622222222;3 rue Oberkampf, Paris;75011;Entretien',
    ].join('\n');
    const { payload, headers } = multipart([
      { name: 'campagne_name', value: 'Printemps' },
      { name: 'file', filename: 'clients.csv', content: csv },
    ]);
    const imported = await app.inject({
      method: 'POST',
      url: '/client/upload-csv',
      payload,
      headers: { ...headers, cookie: value.company.cookie },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    await runOutboxUntilIdle(value.company);
    expect(acceptedAt('/others').map((event) => [event.body.type, event.body.data])).toEqual([
      ['session.completed', { mission_id: mission.id, session_id: sessionId, date: monday, is_last: false }],
      ['client.imported', { imported: 2, updated: 0, rows: 2 }],
    ]);
  });

  it('the back office marking sessions completed sends session.completed once each, the last one last', async () => {
    const value = await setup();
    const agent = await buildAgent(app, value.company.id, { name: 'Paul Durand' });
    const { secret } = await createWebhook(value.company, '/back-office', ['session.completed']);
    receiver.control.secret = secret;
    const [, , wednesday, thursday, friday] = workWeekAt(parisDateOf(new Date()), 1).days;
    const mission = await createMissionOn({ ...value, agentId: agent.id }, [wednesday!, thursday!, friday!]);
    const [first, second, third] = mission.sessions.map((session) => session.session_id);
    const setStatus = async (sessionId: number, sessionStatus: string) => {
      const response = await call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, value.company, {
        session_status: sessionStatus,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setStatus(first!, 'completed');
    await setStatus(first!, 'completed'); // already completed: nothing more
    await setStatus(second!, 'cancelled');
    // The mission's edit applied to every session: each one not yet completed sends its event, the
    // mission's last one last; the cancelled one stays cancelled (it did not take place).
    const all = await call(app, 'PUT', `/api/rdv-unified/${mission.id}`, value.company, {
      apply_to_all_sessions: true,
      session_status: 'completed',
    });
    expect(all.statusCode, all.body).toBe(200);

    await runOutboxUntilIdle(value.company);
    expect(acceptedAt('/back-office').map((event) => [event.body.type, event.body.data])).toEqual([
      ['session.completed', { mission_id: mission.id, session_id: first, date: wednesday, is_last: false }],
      ['session.completed', { mission_id: mission.id, session_id: third, date: friday, is_last: true }],
    ]);
    expect(all.json().data).toMatchObject({
      status: 'completed',
      sessions: [
        { session_id: first, session_status: 'completed' },
        { session_id: second, session_status: 'cancelled' },
        { session_id: third, session_status: 'completed' },
      ],
    });
  });

  it('a client confirming then cancelling through its link sends booking.confirmed then booking.cancelled', async () => {
    const value = await setup();
    await buildAgent(app, value.company.id, { name: 'Proche', latitude: 48.8656, longitude: 2.3522 });
    const client = await buildClient(app, value.company.id, {
      operationId: value.operationId,
      email: 'paul.martin@example.fr',
      latitude: 48.8566,
      longitude: 2.3522,
    });
    const { secret } = await createWebhook(value.company, '/booking', [
      'booking.confirmed',
      'booking.cancelled',
    ]);
    receiver.control.secret = secret;
    const opened = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, {
      token: client.uniqueLink,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [slot] = opened.json<{ appointments: { id: string }[] }>().appointments;
    const confirmed = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: slot!.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cancelled = await call(app, 'POST', '/rdv/cancel-appointment', undefined, {
      token: client.uniqueLink,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runOutboxUntilIdle(value.company);
    const events = acceptedAt('/booking');
    expect(events.map((event) => event.body.type)).toEqual(['booking.confirmed', 'booking.cancelled']);
    expect(events[0]!.body.data).toMatchObject({ client_id: client.id, rescheduled: false });
    expect(events[1]!.body.data['mission_id']).toBe(events[0]!.body.data['mission_id']);
  });
});
