import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  formatAppointmentDate,
  parisDateOf,
  workWeekAt,
  type ClientMessage,
} from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, type TestCompany } from '../test/test-app.ts';
import { call } from '../test/call.ts';
import { buildAgent } from '../test/factories/agents.ts';
import { buildClient } from '../test/factories/clients.ts';
import { buildOperation, requireQualification } from '../test/factories/operations.ts';
import { buildQualification } from '../test/factories/qualifications.ts';
import { startTestSmtpServer, waitFor } from '../test/smtp-server.ts';
import { clients, missions, missionSessions, outboxMessages } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { recordingSmsProvider } from '../sms/sms-provider.ts';
import { enqueueOutboxMessage } from './outbox.ts';
import { createOutboxSenders } from './outbox-senders.ts';
import {
  OUTBOX_STALE_AFTER_SECONDS,
  dispatchOutbox,
  sendOutboxMessage,
  startOutboxWorker,
  type SendOutcome,
} from './outbox-worker.ts';
import { startJobQueue, type JobQueue } from './queue.ts';
import { createSentRecorder, type SentRecorder } from './sent-recorder.ts';

/**
 * Issue 39, point 5: a message is checked as it is about to leave (what it says must still be
 * true), and the messages of one appointment leave in order. Real SMTP servers on loopback.
 */
const SECRET_KEY = randomBytes(32);
const m = MESSAGES.clientMessages;
/** Next week's Wednesday and Thursday: working days ahead whatever the day the tests run. */
const [, , WEDNESDAY, THURSDAY] = workWeekAt(parisDateOf(new Date()), 1).days as [
  string,
  string,
  string,
  string,
];

let app: FastifyInstance;
let handle: DatabaseHandle;
let partnerSmtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let operatorSmtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;

beforeAll(async () => {
  partnerSmtp = await startTestSmtpServer({ withAuth: true });
  operatorSmtp = await startTestSmtpServer();
  app = await createTestApp({ secretKey: SECRET_KEY, bookingLimitPerIpPerMinute: 1_000_000 });
  handle = await getTestDatabase();
  recorder = await createSentRecorder(handle);
});
afterAll(async () => {
  await recorder?.close();
  await app?.close();
  await partnerSmtp?.close();
  await operatorSmtp?.close();
});

/** The senders of a worker: `smtpUrl` '' is no operator server (a company without partner has no mail channel). */
const sendersWith = (smtpUrl: string) =>
  createOutboxSenders({
    db: app.db,
    secretKey: SECRET_KEY,
    smtpUrl,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
  });

/**
 * One dispatcher round at `now` for this company only, then each queued row sent, the latest
 * written first (the order jobs run in is not the order of the rows). Returns each row's outcome.
 */
async function dispatchAndSendNewestFirst(companyId: number, now: Date, smtpUrl = '') {
  const queued: number[] = [];
  await dispatchOutbox({
    db: app.db,
    queue: { queueOutboxRows: async (ids) => void queued.push(...ids) },
    now,
    companyIds: [companyId],
  });
  const outcomes = new Map<number, SendOutcome>();
  for (const id of queued.toSorted((a, b) => b - a)) {
    outcomes.set(
      id,
      await sendOutboxMessage({ db: app.db, senders: sendersWith(smtpUrl), recorder, clock: () => now }, id),
    );
  }
  return outcomes;
}

const rowsOfMission = (companyId: number, missionId: number) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.missionId, missionId)))
    .orderBy(outboxMessages.id);

const mailsTo = (server: typeof partnerSmtp, address: string) =>
  server.received.filter((mail) => mail.to.includes(address));

/** The decoded text of a raw e-mail (quoted-printable undone, UTF-8). */
const textOf = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

interface Setup {
  company: TestCompany;
  operationId: number;
  agentId: number;
}

async function setupCompany(): Promise<Setup> {
  const company = await buildCompany(app);
  const role = await buildQualification(app, company.id, 'Chauffagiste');
  const operation = await buildOperation(app, company.id, 'Entretien chaudière');
  await requireQualification(app, company.id, operation.id, role.id);
  const agent = await buildAgent(app, company.id, {
    name: 'Lucie',
    postalCode: '75004',
    adresse: '1 rue de Rivoli',
    latitude: 48.8656,
    longitude: 2.3522,
    qualificationIds: [role.id],
  });
  return { company, operationId: operation.id, agentId: agent.id };
}

/** A take-charge appointment (`POST /rdv/create`) on `date` from slot `beginning` (4: 9h00), for a new client reachable by e-mail only. */
async function takeCharge(setup: Setup, date: string, beginning = 4) {
  const suffix = randomBytes(4).toString('hex');
  const client = await buildClient(app, setup.company.id, {
    operationId: setup.operationId,
    name: `Martin ${suffix}`,
    email: `client.${suffix}@example.fr`,
    telephone: '0123456789',
    latitude: 48.8566,
    longitude: 2.3522,
  });
  const response = await call(app, 'POST', '/rdv/create', setup.company, {
    clientName: 'Paul Martin',
    agentName: 'Lucie',
    agentId: setup.agentId,
    date,
    beginning,
    ending: beginning + 4,
    adresse: 'ignorée',
    operationName: 'ignorée',
    clientId: client.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mission] = await app.db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, setup.company.id), eq(missions.clientId, client.id)));
  return { client, missionId: mission!.id };
}

async function moveMission(setup: Setup, missionId: number, date: string) {
  const [session] = await app.db
    .select()
    .from(missionSessions)
    .where(and(eq(missionSessions.companyId, setup.company.id), eq(missionSessions.missionId, missionId)));
  const moved = await app.inject({
    method: 'POST',
    url: `/api/rdv-unified/sessions/${session!.id}/move`,
    payload: { new_date: date, new_beginning: 4, new_ending: 8 },
    headers: { cookie: setup.company.cookie },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

async function addPartner(setup: Setup) {
  const partner = await call(app, 'POST', '/partenaires/new-partenaire', setup.company, {
    nom: 'Agence Ouest',
    email: `agence.${randomBytes(4).toString('hex')}@example.fr`,
    telephone: '02 40 00 00 00',
    serveur_smtp: '127.0.0.1',
    port_smtp: partnerSmtp.port,
    secure: false,
    mot_de_passe_mail: 'secret-partenaire',
  });
  expect(partner.statusCode, partner.body).toBe(201);
}

describe('a message is checked as it is about to leave', () => {
  it('a confirmation queued without a mail channel, then the appointment moved: only the move notice leaves, the confirmation says why', async () => {
    const setup = await setupCompany();
    const { client, missionId } = await takeCharge(setup, WEDNESDAY);
    // No partner and no operator server: the confirmation waits.
    const first = await dispatchAndSendNewestFirst(setup.company.id, new Date());
    expect([...first.values()]).toEqual(['waiting']);

    await moveMission(setup, missionId, THURSDAY);
    // The notice of the move waits too: behind the confirmation, which has not left yet.
    const second = await dispatchAndSendNewestFirst(setup.company.id, new Date());
    expect([...second.values()]).toEqual(['waiting']);

    // A mail channel at last: the confirmation (taken again once stale) and the notice go round.
    await addPartner(setup);
    let now = new Date(Date.now() + (OUTBOX_STALE_AFTER_SECONDS + 60) * 1000);
    for (let round = 0; round < 5; round += 1) {
      const outcomes = await dispatchAndSendNewestFirst(setup.company.id, now);
      if (outcomes.size === 0) {
        break;
      }
      now = new Date(now.getTime() + 1000);
    }
    const mails = mailsTo(partnerSmtp, client.email!);
    expect(mails).toHaveLength(1);
    expect(textOf(mails[0]!.raw)).toContain(formatAppointmentDate(THURSDAY));
    expect(textOf(mails[0]!.raw)).not.toContain(formatAppointmentDate(WEDNESDAY));

    const rows = await rowsOfMission(setup.company.id, missionId);
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(byKind('confirmation').map((row) => [row.status, row.lastError, row.announcedDate])).toEqual([
      ['not_sent', m.notSentAppointmentMoved, WEDNESDAY],
    ]);
    expect(
      byKind('reschedule').map((row) => [row.status, row.announcedDate, row.announcedBeginning]),
    ).toEqual([['sent', THURSDAY, 4]]);
    // The client's 'Messages envoyés' shows the reason.
    const listed = (
      await call(app, 'POST', '/client/messages', setup.company, { clientId: client.id })
    ).json<{ messages: ClientMessage[] }>().messages;
    const confirmation = listed.find((message) => message.kind === 'confirmation')!;
    expect(confirmation).toMatchObject({ status: 'not_sent', last_error: 'annulé : rendez-vous modifié' });
    // Its copy would say the same untruth: 'Renvoyer' answers 409 and writes nothing.
    const resent = await call(app, 'POST', '/client/messages/resend', setup.company, {
      clientId: client.id,
      messageId: confirmation.id,
    });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe(m.resendUntrue);
    expect(await rowsOfMission(setup.company.id, missionId)).toEqual(rows);
  });

  it('a reminder of an appointment cancelled (or completed, or of a client deleted or erased) is not sent, with the reason', async () => {
    const setup = await setupCompany();
    const cases = [
      { status: 'cancelled', reason: 'annulé : rendez-vous annulé' },
      { status: 'completed', reason: 'annulé : intervention réalisée' },
      { status: 'client deleted', reason: 'annulé : client effacé' },
      { status: 'client erased', reason: 'annulé : client effacé' },
    ] as const;
    const written = [];
    for (const [index, each] of cases.entries()) {
      const { client, missionId } = await takeCharge(setup, WEDNESDAY, 4 * (index + 1));
      // The confirmation leaves while everything is true.
      expect([
        ...(await dispatchAndSendNewestFirst(setup.company.id, new Date(), operatorSmtp.url)).values(),
      ]).toEqual(['sent']);
      // A door that does not tell the messages (the reminder stays pending).
      const ofClient = and(eq(clients.companyId, setup.company.id), eq(clients.id, client.id));
      if (each.status === 'client deleted') {
        await app.db.delete(clients).where(ofClient);
      } else if (each.status === 'client erased') {
        // Marked erased only (the erasure itself also cancels its pending messages).
        await app.db.update(clients).set({ erasedAt: new Date() }).where(ofClient);
      } else {
        await app.db
          .update(missions)
          .set({ status: each.status })
          .where(and(eq(missions.companyId, setup.company.id), eq(missions.id, missionId)));
      }
      written.push({ ...each, client, missionId });
    }
    // Every reminder's time (D-1 9h00 Paris at the latest) has come.
    await dispatchAndSendNewestFirst(setup.company.id, new Date(`${WEDNESDAY}T07:30:00Z`), operatorSmtp.url);
    for (const { client, missionId, reason } of written) {
      const reminders = (await rowsOfMission(setup.company.id, missionId)).filter((row) =>
        row.kind.startsWith('reminder'),
      );
      expect(reminders.length).toBeGreaterThan(0);
      expect(reminders.map((row) => [row.status, row.lastError, row.sentAt])).toEqual(
        reminders.map(() => ['not_sent', reason, null]),
      );
      // Only its confirmation reached the client.
      expect(mailsTo(operatorSmtp, client.email!)).toHaveLength(1);
    }
  });

  it('a cancellation notice still leaves after the cancellation', async () => {
    const setup = await setupCompany();
    const { client, missionId } = await takeCharge(setup, WEDNESDAY);
    await dispatchAndSendNewestFirst(setup.company.id, new Date(), operatorSmtp.url);
    const cancelled = await call(app, 'POST', '/rdv/cancel-appointment', undefined, {
      token: client.uniqueLink,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await dispatchAndSendNewestFirst(setup.company.id, new Date(), operatorSmtp.url);
    const rows = await rowsOfMission(setup.company.id, missionId);
    expect(rows.filter((row) => row.kind === 'cancellation').map((row) => row.status)).toEqual(['sent']);
    expect(mailsTo(operatorSmtp, client.email!)).toHaveLength(2);
  });
});

describe('the messages of one appointment leave in order', () => {
  let queue: JobQueue;
  let worker: Awaited<ReturnType<typeof startOutboxWorker>>;
  let orderedSmtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let setup: Setup;

  beforeAll(async () => {
    orderedSmtp = await startTestSmtpServer();
    setup = await setupCompany();
    // A queue of its own and this company only: other test files share the database.
    queue = await startJobQueue(handle, { retryLimit: 1, retryDelaySeconds: 1 }, `order-test-${Date.now()}`);
    worker = await startOutboxWorker({
      handle,
      queue,
      senders: sendersWith(orderedSmtp.url),
      pollingIntervalSeconds: 0.5,
      dispatchIntervalMs: 500,
      retryBaseSeconds: 1,
      companyIds: [setup.company.id],
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await queue?.stop();
    await orderedSmtp?.close();
  });

  it('the second message of an appointment waits for the first, refused once and retried', async () => {
    const { client, missionId } = await takeCharge(setup, WEDNESDAY);
    // Its confirmation is gone: two messages of this appointment follow, both true.
    await waitFor(() => (mailsTo(orderedSmtp, client.email!).length === 1 ? true : undefined));
    const message = (marker: string) => ({
      companyId: setup.company.id,
      dedupeKey: `${marker}:${missionId}`,
      kind: 'reminder_d1' as const,
      channel: 'email' as const,
      recipient: client.email!,
      subject: marker,
      bodyText: `${marker} du rendez-vous`,
      clientId: client.id,
      missionId,
      announced: { date: WEDNESDAY, beginning: 4 },
    });
    // The server refuses the first: it is retried a second later, the second must wait for it.
    orderedSmtp.control.refuseNext = 1;
    await handle.db.transaction(async (tx) => {
      await enqueueOutboxMessage(tx, message('Premier'));
      await enqueueOutboxMessage(tx, message('Second'));
    });
    const mails = await waitFor(() => {
      const received = mailsTo(orderedSmtp, client.email!);
      return received.length === 3 ? received : undefined;
    });
    expect(mails.map((mail) => /^Subject: (\S+)/m.exec(mail.raw)?.[1])).toEqual([
      expect.any(String),
      'Premier',
      'Second',
    ]);
    const rows = await rowsOfMission(setup.company.id, missionId);
    expect(
      rows.filter((row) => row.subject === 'Premier' || row.subject === 'Second').map((row) => row.status),
    ).toEqual(['sent', 'sent']);
  });

  it('a message whose earlier one failed for good is not held back', async () => {
    const { client, missionId } = await takeCharge(setup, WEDNESDAY, 12);
    await waitFor(() => (mailsTo(orderedSmtp, client.email!).length === 1 ? true : undefined));
    const failed = (await enqueueOutboxMessage(handle.db, {
      companyId: setup.company.id,
      dedupeKey: `failed:${missionId}`,
      kind: 'reminder_d7',
      channel: 'email',
      recipient: client.email!,
      subject: 'Echec',
      bodyText: 'Échec',
      clientId: client.id,
      missionId,
      sendAfter: new Date(Date.now() + 3_600_000),
    }))!;
    await handle.db
      .update(outboxMessages)
      .set({ status: 'failed', sendAfter: new Date(Date.now() - 60_000) })
      .where(eq(outboxMessages.id, failed));
    await enqueueOutboxMessage(handle.db, {
      companyId: setup.company.id,
      dedupeKey: `after-failed:${missionId}`,
      kind: 'reminder_d1',
      channel: 'email',
      recipient: client.email!,
      subject: 'Suivant',
      bodyText: 'Suivant',
      clientId: client.id,
      missionId,
      announced: { date: WEDNESDAY, beginning: 12 },
    });
    await waitFor(() => (mailsTo(orderedSmtp, client.email!).length === 2 ? true : undefined));
  });
});
