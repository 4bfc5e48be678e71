import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  BOOKING_TOKEN_LENGTH,
  MESSAGES,
  SMS_SHORT_CODE_LENGTH,
  addDays,
  isoWeekday,
  parisDateOf,
  type BookingSlot,
  type ClientMessage,
} from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation, requireQualification } from '../../test/factories/operations.ts';
import { buildQualification } from '../../test/factories/qualifications.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';
import { clients, missions, missionSessions, outboxMessages } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { dispatchOutbox, sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { recordingSmsProvider, type SmsProvider } from '../../sms/sms-provider.ts';
import { newBookingToken } from '../clients/clients.service.ts';
import { importClientsCsv } from '../clients/csv-import.service.ts';
import { createDueInvitations } from './messaging.service.ts';

const SECRET_KEY = randomBytes(32);

/**
 * The appointments of the reminder tests are booked through the API, which refuses a past date,
 * and a reminder whose time has passed is not queued: each date is the first one of its kind whose
 * D-7 is still at least two days ahead, so the tests read the same whatever the day they run.
 */
const comingYearOf = (pick: (year: number) => string) => {
  const soonest = addDays(parisDateOf(new Date()), 9);
  const year = Number(soonest.slice(0, 4));
  return pick(year) >= soonest ? pick(year) : pick(year + 1);
};
/** The last Sunday of a month (1-12): the night Paris changes its clocks in March and October. */
const lastSundayOf = (year: number, month: number) => {
  let date = addDays(`${year + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1);
  while (isoWeekday(date) !== 7) {
    date = addDays(date, -1);
  }
  return date;
};
/** The Tuesday after the clock change of `month`: D-7 before it, D-1 (Monday) after it. */
const tuesdayAfterClockChange = (month: number) =>
  comingYearOf((year) => addDays(lastSundayOf(year, month), 2));
/** A Tuesday of mid-June (summer time, 9h00 Paris is 07:00 UTC). */
const juneTuesday = comingYearOf((year) => {
  let date = `${year}-06-15`;
  while (isoWeekday(date) !== 2) {
    date = addDays(date, 1);
  }
  return date;
});
/** 'mardi 30 mars 2027', as the messages write a date. */
const frenchDate = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
const PUBLIC_URL = 'https://rdv.tourneo.test';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let partnerSmtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  partnerSmtp = await startTestSmtpServer({ withAuth: true });
  app = await createTestApp({
    secretKey: SECRET_KEY,
    publicUrl: PUBLIC_URL,
    bookingLimitPerIpPerMinute: 1_000_000,
  });
  recorder = await createSentRecorder(await getTestDatabase());
});
afterAll(async () => {
  await recorder?.close();
  await app?.close();
  await smtp?.close();
  await partnerSmtp?.close();
});

/** An SMS gateway that takes every message. */
const smsGateway: SmsProvider = { name: 'http', isGateway: true, send: async () => {} };

const senders = (sms: SmsProvider) =>
  createOutboxSenders({
    db: app.db,
    secretKey: SECRET_KEY,
    smtpUrl: smtp.url,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms,
  });

/**
 * One round of the dispatcher at `now` for this company only (other test files share the
 * database), then every queued row sent (SMS through `sms`). Returns the ids it queued.
 */
async function dispatchAndSend(
  companyId: number,
  now: Date,
  sms: SmsProvider = smsGateway,
): Promise<number[]> {
  const queued: number[] = [];
  await dispatchOutbox({
    db: app.db,
    queue: { queueOutboxRows: async (ids) => void queued.push(...ids) },
    now,
    companyIds: [companyId],
    dueWork: [(db, at) => createDueInvitations({ db, now: at, companyIds: [companyId] })],
  });
  for (const id of queued) {
    await sendOutboxMessage({ db: app.db, senders: senders(sms), recorder, clock: () => now }, id);
  }
  return queued;
}

const rowsOf = (companyId: number) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.companyId, companyId))
    .orderBy(outboxMessages.id);

const mailsTo = (server: typeof smtp, address: string) =>
  server.received.filter((mail) => mail.to.includes(address));

/** The decoded text of a raw e-mail's parts (quoted-printable and base64 undone, roughly). */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}

function utf8(text: string): string {
  return Buffer.from(text, 'latin1').toString('utf8');
}

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

/** A take-charge appointment (`POST /rdv/create`) on `date` at 9h00 for a new client. */
async function takeCharge(setup: Setup, date: string, client: Partial<typeof clients.$inferInsert> = {}) {
  const row = await buildClient(app, setup.company.id, {
    operationId: setup.operationId,
    email: `client.${randomBytes(4).toString('hex')}@example.fr`,
    telephone: '+33611223344',
    latitude: 48.8566,
    longitude: 2.3522,
    ...client,
  });
  const response = await call(app, 'POST', '/rdv/create', setup.company, {
    clientName: 'Paul Martin',
    agentName: 'Lucie',
    agentId: setup.agentId,
    date,
    beginning: 4,
    ending: 8,
    adresse: 'ignorée',
    operationName: 'ignorée',
    clientId: row.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mission] = await app.db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, setup.company.id), eq(missions.clientId, row.id)));
  return { client: row, missionId: mission!.id };
}

const pendingOf = async (companyId: number, missionId: number) =>
  (await rowsOf(companyId)).filter((row) => row.missionId === missionId && row.status === 'pending');

describe('invitations after an import', () => {
  it('go out the next working day at 9h00 Paris time (Christmas skipped), once, by e-mail and SMS', async () => {
    const setup = await setupCompany();
    const csv = [
      'nom;prenom;email;telephone;adresse;code_postal;operation',
      'Durand;Léa;lea.durand@example.fr;06 12 34 56 78;3 rue des Lilas;44000;Entretien chaudière',
      'Petit;Marc;marc.petit@example.fr;01 23 45 67 89;5 rue Haute;44000;Entretien chaudière',
    ].join('\n');
    // Thursday 24 December 2026, afternoon: Friday is Christmas, so Monday 28 at 9h00 (8h00 UTC).
    const result = await importClientsCsv({
      db: app.db,
      companyId: setup.company.id,
      campagne: 'Hiver',
      file: Readable.from([Buffer.from(csv)]),
      now: new Date('2026-12-24T15:00:00Z'),
    });
    expect(result.imported).toBe(2);
    expect(await dispatchAndSend(setup.company.id, new Date('2026-12-28T07:59:59Z'))).toEqual([]);
    expect(await rowsOf(setup.company.id)).toEqual([]);

    const queued = await dispatchAndSend(setup.company.id, new Date('2026-12-28T08:00:00Z'));
    expect(queued).toHaveLength(3);
    const rows = await rowsOf(setup.company.id);
    expect(rows.map((row) => [row.kind, row.channel, row.status])).toEqual([
      ['invitation', 'email', 'sent'],
      ['invitation', 'sms', 'sent'],
      ['invitation', 'email', 'sent'],
    ]);
    expect(rows.every((row) => row.sendAfter.toISOString() === '2026-12-28T08:00:00.000Z')).toBe(true);
    // The landline gets no SMS; the mobile gets one within 140 characters, with its link.
    const sms = rows.find((row) => row.channel === 'sms')!;
    expect(sms.recipient).toBe('+33612345678');
    expect(sms.bodyText.length).toBeLessThanOrEqual(140);
    expect(sms.bodyText).toContain('Léa');
    expect(sms.bodyText).toMatch(new RegExp(`${PUBLIC_URL}/(l/[0-9A-Za-z]{8}|\\?token=)`));

    const [mail] = mailsTo(smtp, 'lea.durand@example.fr');
    const text = utf8(decodedText(mail!.raw));
    // In the company's name (its name MIME-encoded), from the operator's address.
    expect(text).toMatch(/^From: .+ <no-reply@tourneo\.test>$/m);
    expect(text).toContain(setup.company.name);
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    const [client] = await app.db
      .select()
      .from(clients)
      .where(and(eq(clients.companyId, setup.company.id), eq(clients.email, 'lea.durand@example.fr')));
    expect(text).toContain(`${PUBLIC_URL}/?token=${client!.uniqueLink}&via=email`);
    expect(client!.invitationDueAt).toBeNull();

    // Later rounds send nothing more.
    expect(await dispatchAndSend(setup.company.id, new Date('2026-12-28T09:00:00Z'))).toEqual([]);
    expect(mailsTo(smtp, 'lea.durand@example.fr')).toHaveLength(1);
  });

  it("leave through the partner's SMTP server, in the company's name", async () => {
    const setup = await setupCompany();
    const partner = await call(app, 'POST', '/partenaires/new-partenaire', setup.company, {
      nom: 'Agence Ouest',
      email: 'agence.ouest@example.fr',
      telephone: '02 40 00 00 00',
      serveur_smtp: '127.0.0.1',
      port_smtp: partnerSmtp.port,
      secure: false,
      mot_de_passe_mail: 'secret-partenaire',
    });
    expect(partner.statusCode, partner.body).toBe(201);
    const client = await buildClient(app, setup.company.id, {
      operationId: setup.operationId,
      email: 'nina@example.fr',
      telephone: '0123456789',
    });
    const sent = await call(app, 'POST', '/client/send-link', setup.company, { clientId: client.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      queued: 1,
      message: MESSAGES.clientMessages.linkQueued,
    });
    await dispatchAndSend(setup.company.id, new Date());
    const [mail] = mailsTo(partnerSmtp, 'nina@example.fr');
    expect(mail?.user).toBe('agence.ouest@example.fr');
    const text = utf8(decodedText(mail!.raw));
    expect(text).toMatch(/^From: .*<agence\.ouest@example\.fr>/m);
    expect(text).toContain('agence.ouest@example.fr');
    expect(mailsTo(smtp, 'nina@example.fr')).toHaveLength(0);
  });
});

describe('appointment messages', () => {
  it('a booking through an SMS link is confirmed by e-mail with a valid .ics, and counted as an SMS booking', async () => {
    const setup = await setupCompany();
    const client = await buildClient(app, setup.company.id, {
      operationId: setup.operationId,
      email: 'paul.martin@example.fr',
      telephone: '0123456789',
      latitude: 48.8566,
      longitude: 2.3522,
    });
    const info = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, {
      token: client.uniqueLink,
    });
    expect(info.statusCode, info.body).toBe(200);
    const slot = info.json<{ appointments: BookingSlot[] }>().appointments[0]!;
    const confirmed = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      via: 'sms',
      rdv: { id: slot.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [mission] = await app.db
      .select()
      .from(missions)
      .where(and(eq(missions.companyId, setup.company.id), eq(missions.clientId, client.id)));
    expect(mission!.bookedVia).toBe('sms');

    await dispatchAndSend(setup.company.id, new Date());
    const confirmation = (await rowsOf(setup.company.id)).find((row) => row.kind === 'confirmation')!;
    expect(confirmation.status).toBe('sent');
    const [mail] = mailsTo(smtp, 'paul.martin@example.fr');
    const raw = decodedText(mail!.raw);
    expect(raw).toMatch(/Content-Type: text\/calendar/);
    // The attachment, parsed back: the appointment at 9h00... in Europe/Paris.
    const ics = confirmation.calendarIcs!;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Paris');
    const minutes = 8 * 60 + slot.beginning * 15;
    expect([event.startDate.hour, event.startDate.minute]).toEqual([Math.floor(minutes / 60), minutes % 60]);
    expect(event.startDate.toString().slice(0, 10)).toBe(slot.date);
    expect(event.summary).toBe('Rendez-vous : Entretien chaudière');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    expect(utf8(raw)).toContain(`${PUBLIC_URL}/?token=${client.uniqueLink}&via=email`);
  });

  it('reminders D-7 and D-1 go out at 9h00 Paris time across the spring clock change', async () => {
    const setup = await setupCompany();
    // The Tuesday after the last Sunday of March (30 March 2027): D-7 is in winter time (CET), D-1
    // is the Monday after the change (CEST).
    const tuesday = tuesdayAfterClockChange(3);
    const [d7, d1] = [addDays(tuesday, -7), addDays(tuesday, -1)];
    const { client, missionId } = await takeCharge(setup, tuesday);
    // The confirmation goes at once.
    await dispatchAndSend(setup.company.id, new Date());
    const reminders = (await pendingOf(setup.company.id, missionId)).filter((row) =>
      row.kind.startsWith('reminder'),
    );
    expect(reminders.map((row) => [row.kind, row.channel, row.sendAfter.toISOString()]).toSorted()).toEqual([
      ['reminder_d1', 'email', `${d1}T07:00:00.000Z`],
      ['reminder_d1', 'sms', `${d1}T07:00:00.000Z`],
      ['reminder_d7', 'email', `${d7}T08:00:00.000Z`],
      ['reminder_d7', 'sms', `${d7}T08:00:00.000Z`],
    ]);
    const before = mailsTo(smtp, client.email!).length;
    await dispatchAndSend(setup.company.id, new Date(`${d7}T07:59:59Z`));
    expect(mailsTo(smtp, client.email!)).toHaveLength(before);
    await dispatchAndSend(setup.company.id, new Date(`${d7}T08:00:00Z`));
    expect(mailsTo(smtp, client.email!)).toHaveLength(before + 1);
    await dispatchAndSend(setup.company.id, new Date(`${d1}T06:59:59Z`));
    expect(mailsTo(smtp, client.email!)).toHaveLength(before + 1);
    await dispatchAndSend(setup.company.id, new Date(`${d1}T07:00:00Z`));
    const mails = mailsTo(smtp, client.email!);
    expect(mails).toHaveLength(before + 2);
    expect(utf8(decodedText(mails.at(-1)!.raw))).toContain(frenchDate(tuesday));
    expect(
      (await pendingOf(setup.company.id, missionId)).filter((row) => row.kind.startsWith('reminder')),
    ).toEqual([]);
  });

  it('reminders go out at 9h00 Paris time across the autumn clock change (D-1 the Monday after it)', async () => {
    const setup = await setupCompany();
    // The Tuesday after the last Sunday of October (2 November 2027, D-1 on 1 November): D-7 is in
    // summer time (CEST), D-1 in winter time (CET).
    const tuesday = tuesdayAfterClockChange(10);
    const [d7, d1] = [addDays(tuesday, -7), addDays(tuesday, -1)];
    const { client, missionId } = await takeCharge(setup, tuesday, { telephone: '0123456789' });
    await dispatchAndSend(setup.company.id, new Date());
    const reminders = (await pendingOf(setup.company.id, missionId)).filter((row) =>
      row.kind.startsWith('reminder'),
    );
    expect(reminders.map((row) => [row.kind, row.sendAfter.toISOString()]).toSorted()).toEqual([
      ['reminder_d1', `${d1}T08:00:00.000Z`],
      ['reminder_d7', `${d7}T07:00:00.000Z`],
    ]);
    await dispatchAndSend(setup.company.id, new Date(`${d7}T07:00:00Z`));
    const afterD7 = mailsTo(smtp, client.email!).length;
    await dispatchAndSend(setup.company.id, new Date(`${d1}T07:59:59Z`));
    expect(mailsTo(smtp, client.email!)).toHaveLength(afterD7);
    await dispatchAndSend(setup.company.id, new Date(`${d1}T08:00:00Z`));
    expect(mailsTo(smtp, client.email!)).toHaveLength(afterD7 + 1);
  });

  it('a mission booked less than 7 days ahead gets only D-1', async () => {
    const setup = await setupCompany();
    // Real time: a working day within the next week.
    const soon = new Date(Date.now() + 3 * 86_400_000);
    while ([0, 6].includes(soon.getUTCDay())) {
      soon.setUTCDate(soon.getUTCDate() + 1);
    }
    const { missionId } = await takeCharge(setup, soon.toISOString().slice(0, 10), {
      telephone: '0123456789',
    });
    const kinds = (await pendingOf(setup.company.id, missionId)).map((row) => row.kind);
    expect(kinds).toContain('reminder_d1');
    expect(kinds).not.toContain('reminder_d7');
  });

  it('a move in the calendar replaces the reminders and tells the client; a deletion cancels them', async () => {
    const setup = await setupCompany();
    // A Tuesday of June moved to the Thursday (15 and 17 June 2027): all four reminders in summer time.
    const thursday = addDays(juneTuesday, 2);
    const { missionId } = await takeCharge(setup, juneTuesday, { telephone: '0123456789' });
    const [session] = await app.db
      .select()
      .from(missionSessions)
      .where(and(eq(missionSessions.companyId, setup.company.id), eq(missionSessions.missionId, missionId)));
    const moved = await app.inject({
      method: 'POST',
      url: `/api/rdv-unified/sessions/${session!.id}/move`,
      payload: { new_date: thursday, new_beginning: 8, new_ending: 12 },
      headers: { cookie: setup.company.cookie },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = (await rowsOf(setup.company.id)).filter((row) => row.missionId === missionId);
    const byStatus = (kind: string, status: string) =>
      rows
        .filter((row) => row.kind === kind && row.status === status)
        .map((row) => row.sendAfter.toISOString());
    expect(byStatus('reminder_d7', 'cancelled')).toEqual([`${addDays(juneTuesday, -7)}T07:00:00.000Z`]);
    expect(byStatus('reminder_d1', 'cancelled')).toEqual([`${addDays(juneTuesday, -1)}T07:00:00.000Z`]);
    expect(byStatus('reminder_d7', 'pending')).toEqual([`${addDays(thursday, -7)}T07:00:00.000Z`]);
    expect(byStatus('reminder_d1', 'pending')).toEqual([`${addDays(thursday, -1)}T07:00:00.000Z`]);
    const notice = rows.find((row) => row.kind === 'reschedule')!;
    expect(notice.status).toBe('pending');
    expect(notice.bodyText).toContain(frenchDate(thursday));
    expect(notice.bodyText).toMatch(/10h00/);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/rdv-unified/${missionId}`,
      headers: { cookie: setup.company.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await rowsOf(setup.company.id)).filter((row) => row.missionId === missionId);
    expect(after.filter((row) => row.kind.startsWith('reminder') && row.status === 'pending')).toEqual([]);
    const cancellation = after.find((row) => row.kind === 'cancellation')!;
    expect(cancellation.bodyText).toContain(frenchDate(thursday));
  });

  it('a client who cancels through its link is told so, and its reminders are cancelled', async () => {
    const setup = await setupCompany();
    const { client, missionId } = await takeCharge(setup, addDays(juneTuesday, 7), {
      telephone: '0123456789',
    });
    const cancelled = await call(app, 'POST', '/rdv/cancel-appointment', undefined, {
      token: client.uniqueLink,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = (await rowsOf(setup.company.id)).filter((row) => row.missionId === missionId);
    expect(rows.filter((row) => row.kind.startsWith('reminder')).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(rows.filter((row) => row.kind === 'cancellation')).toHaveLength(1);
  });
});

describe('the client messages routes', () => {
  it('without an SMS gateway, list the SMS as not sent with the reason, never as sent', async () => {
    const setup = await setupCompany();
    const client = await buildClient(app, setup.company.id, {
      operationId: setup.operationId,
      email: 'noe@example.fr',
      telephone: '+33700000002',
    });
    const sent = await call(app, 'POST', '/client/send-link', setup.company, { clientId: client.id });
    expect(sent.json()).toMatchObject({ success: true, queued: 2 });
    await dispatchAndSend(setup.company.id, new Date(), recordingSmsProvider);
    const listed = (
      await call(app, 'POST', '/client/messages', setup.company, { clientId: client.id })
    ).json<{
      messages: ClientMessage[];
    }>().messages;
    expect(
      listed
        .map((message) => [message.channel, message.status, message.sent_at, message.last_error])
        .toSorted(),
    ).toEqual([
      ['email', 'sent', expect.any(String), null],
      ['sms', 'not_sent', null, 'Aucune passerelle SMS configurée'],
    ]);
    // Not sent is final: the dispatcher does not take it again.
    expect(await dispatchAndSend(setup.company.id, new Date(Date.now() + 3_600_000))).toEqual([]);
  });

  it('list a client’s messages, send its link at once, resend one; another company’s ids answer 404', async () => {
    const setup = await setupCompany();
    const other = await setupCompany();
    const client = await buildClient(app, setup.company.id, {
      operationId: setup.operationId,
      email: 'ines@example.fr',
      telephone: '+33700000001',
    });
    const empty = await call(app, 'POST', '/client/messages', setup.company, { clientId: client.id });
    expect(empty.json()).toEqual({ success: true, messages: [] });

    const sent = await call(app, 'POST', '/client/send-link', setup.company, { clientId: client.id });
    expect(sent.json()).toMatchObject({ success: true, queued: 2 });
    await dispatchAndSend(setup.company.id, new Date());
    const listed = (
      await call(app, 'POST', '/client/messages', setup.company, { clientId: client.id })
    ).json<{
      messages: ClientMessage[];
    }>().messages;
    expect(listed.map((message) => [message.kind, message.channel, message.status]).toSorted()).toEqual([
      ['invitation', 'email', 'sent'],
      ['invitation', 'sms', 'sent'],
    ]);
    expect(listed.find((message) => message.channel === 'sms')!.recipient).toBe('07 00 00 00 01');

    const resent = await call(app, 'POST', '/client/messages/resend', setup.company, {
      clientId: client.id,
      messageId: listed[0]!.id,
    });
    expect(resent.json()).toMatchObject({ success: true, message: MESSAGES.clientMessages.resent });
    expect((await rowsOf(setup.company.id)).filter((row) => row.clientId === client.id)).toHaveLength(3);

    for (const [url, payload] of [
      ['/client/messages', { clientId: client.id }],
      ['/client/send-link', { clientId: client.id }],
      ['/client/messages/resend', { clientId: client.id, messageId: listed[0]!.id }],
    ] as const) {
      expect((await call(app, 'POST', url, other.company, payload)).statusCode).toBe(404);
    }
    expect((await rowsOf(setup.company.id)).filter((row) => row.clientId === client.id)).toHaveLength(3);
    expect(await rowsOf(other.company.id)).toEqual([]);
  });

  it('refuses to send a link to a client without e-mail nor mobile, in French, writing nothing', async () => {
    const setup = await setupCompany();
    const client = await buildClient(app, setup.company.id, { email: null, telephone: '0123456789' });
    const response = await call(app, 'POST', '/client/send-link', setup.company, { clientId: client.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.clientMessages.noChannel);
    expect(await rowsOf(setup.company.id)).toEqual([]);
  });

  it('an SMS short link leads to the booking page, counted as an SMS visit', async () => {
    const setup = await setupCompany();
    const client = await buildClient(app, setup.company.id, { email: null, telephone: '+33611112222' });
    await call(app, 'POST', '/client/send-link', setup.company, { clientId: client.id });
    const [row] = await app.db
      .select()
      .from(clients)
      .where(and(eq(clients.companyId, setup.company.id), eq(clients.id, client.id)));
    // The lengths the SMS editor counts with (`longestSmsOf`).
    expect(row!.shortCode).toMatch(new RegExp(`^[0-9A-Za-z]{${SMS_SHORT_CODE_LENGTH}}$`));
    expect(client.uniqueLink).toHaveLength(BOOKING_TOKEN_LENGTH);
    expect(newBookingToken()).toHaveLength(BOOKING_TOKEN_LENGTH);
    const response = await app.inject({ method: 'GET', url: `/l/${row!.shortCode}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?token=${client.uniqueLink}&via=sms`);
    const unknown = await app.inject({ method: 'GET', url: '/l/inconnu0' });
    expect(unknown.headers.location).toBe('/?token=&via=sms');
  });
});
