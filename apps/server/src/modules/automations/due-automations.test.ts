import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { type AutomationLogEntry } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, getTestStorage } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { startTestSmtpServer, waitFor } from '../../test/smtp-server.ts';
import { missionSessions, outboxMessages } from '../../db/schema/index.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { readableMail } from '../../test/mail-text.ts';
import { runBookingReminders, runSessionReports } from './automations.service.ts';
import { deliverThroughSmtp, setRule } from './automations-fixture.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;
beforeAll(async () => {
  app = await createTestApp();
  smtp = await startTestSmtpServer();
  recorder = await createSentRecorder(await getTestDatabase());
});
afterAll(async () => {
  await recorder?.close();
  await smtp?.close();
  await app?.close();
});

const logOf = async (company: Parameters<typeof call>[3]) =>
  (await call(app, 'POST', '/automations/log', company, {})).json<{ entries: AutomationLogEntry[] }>()
    .entries;

async function messagesOf(companyId: number, kind: 'booking_reminder' | 'session_report') {
  return app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.kind, kind)));
}

/** Sends an outbox row through the real SMTP server on loopback (the worker's path). */
const deliver = (outboxId: number) => deliverThroughSmtp(app, { smtpUrl: smtp.url, recorder }, outboxId);

/** The client's booking invitation, sent by e-mail at `sentAt`. */
async function recordInvitationSent(
  companyId: number,
  client: { id: number; email: string | null },
  sentAt: Date,
) {
  await app.db.insert(outboxMessages).values({
    companyId,
    dedupeKey: `invitation-test:${companyId}:${client.id}`,
    channel: 'email',
    recipient: client.email!,
    bodyText: 'Invitation',
    kind: 'invitation',
    clientId: client.id,
    status: 'sent',
    sentAt,
  });
}

/** An instant given in Paris wall-clock time in winter (UTC+1). */
const paris = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('Booking reminder, then hand-off for a call', () => {
  it('reminds on the right Paris day, once, then hands the client off on the right day', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const waiting = await buildClient(app, company.id, { email: 'attente@example.fr' });
    const booked = await buildClient(app, company.id, {
      email: 'reserve@example.fr',
      telephone: '0711111111',
    });
    await buildMission(app, company.id, { clientId: booked.id });
    // Both were invited on Monday 2 March 2026 at 23h30, Paris time.
    for (const client of [waiting, booked]) {
      await recordInvitationSent(company.id, client, paris('2026-03-02', '23:30'));
    }
    await setRule(app, company, {
      rule: 'booking_reminder',
      is_enabled: true,
      settings: { reminder_days: 3, hand_off_days: 2 },
    });
    const run = (now: Date) => runBookingReminders({ db: app.db, now, companyIds: [company.id] });

    // Three Paris calendar days after Monday: Thursday 5 March from midnight, not Wednesday 23h59.
    expect(await run(paris('2026-03-04', '23:59'))).toEqual({ reminded: 0, handedOff: 0 });
    expect(await run(paris('2026-03-05', '00:01'))).toEqual({ reminded: 1, handedOff: 0 });
    expect(await run(paris('2026-03-05', '09:00'))).toEqual({ reminded: 0, handedOff: 0 });
    const reminders = await messagesOf(company.id, 'booking_reminder');
    expect(reminders.map((message) => [message.clientId, message.channel])).toEqual([
      [waiting.id, 'email'],
      [waiting.id, 'sms'],
    ]);
    // Reminded on the 5th: handed off on the 7th, not before.
    expect(await run(paris('2026-03-06', '23:59'))).toEqual({ reminded: 0, handedOff: 0 });
    expect(await run(paris('2026-03-07', '00:00'))).toEqual({ reminded: 0, handedOff: 1 });
    expect(await run(paris('2026-03-09', '10:00'))).toEqual({ reminded: 0, handedOff: 0 });
    const log = await logOf(company);
    expect(log.map((entry) => [entry.action, entry.label])).toEqual([
      ['handed_off', M.actions.handed_off],
      ['reminded', M.actions.reminded],
    ]);
    // The clients list marks the handed-off client 'À appeler' and filters on it.
    const list = async (planification: string) => {
      const response = await call(app, 'POST', '/client/get-all', company, { planification });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { id: number; is_to_call: boolean }[] }>().data;
    };
    expect((await list('a-appeler')).map((client) => [client.id, client.is_to_call])).toEqual([
      [waiting.id, true],
    ]);
    expect((await list('tous')).find((client) => client.id === booked.id)?.is_to_call).toBe(false);

    // The reminder goes out through a real SMTP server.
    const email = reminders.find((message) => message.channel === 'email')!;
    await deliver(email.id);
    const mail = await waitFor(() => smtp.received.find((each) => each.to.includes(waiting.email!)));
    const text = readableMail(mail.raw);
    expect(text).toContain('choisissez votre rendez-vous');
    expect(text).toContain(waiting.uniqueLink);
  });

  it('does nothing while paused', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const client = await buildClient(app, company.id, { email: 'pause@example.fr' });
    await recordInvitationSent(company.id, client, paris('2026-03-02', '10:00'));
    await setRule(app, company, { rule: 'booking_reminder', is_enabled: false });
    expect(
      await runBookingReminders({ db: app.db, now: paris('2026-04-01', '10:00'), companyIds: [company.id] }),
    ).toEqual({ reminded: 0, handedOff: 0 });
  });
});

describe('Report to the client after a completed session', () => {
  it('e-mails the report PDF once, through a real SMTP server', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const client = await buildClient(app, company.id, {
      email: 'rapport@example.fr',
      prenom: 'Élodie',
      name: 'Dupont',
    });
    await setRule(app, company, { rule: 'session_report', is_enabled: true });
    const mission = await buildMission(
      app,
      company.id,
      { clientId: client.id, clientName: 'Élodie Dupont', status: 'completed' },
      { date: '2026-03-03', sessionStatus: 'completed' },
    );
    // Completed after the rule was switched on.
    await app.db
      .update(missionSessions)
      .set({ completedAt: new Date(Date.now() + 60_000) })
      .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission.id)));
    const run = () =>
      runSessionReports({ db: app.db, now: new Date(), storage: getTestStorage(), companyIds: [company.id] });
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const reports = await messagesOf(company.id, 'session_report');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.channel).toBe('email');
    expect(Buffer.from(reports[0]!.attachmentBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await deliver(reports[0]!.id);
    const mail = await waitFor(() => smtp.received.find((each) => each.to.includes('rapport@example.fr')));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toContain(reports[0]!.attachmentName!);
    const log = await logOf(company);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'report_sent', client_name: 'Élodie Dupont' });
  });

  it('sends nothing for a mission completed before the rule was switched on', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const client = await buildClient(app, company.id, { email: 'ancien@example.fr' });
    const mission = await buildMission(
      app,
      company.id,
      { clientId: client.id, status: 'completed' },
      { date: '2026-03-03', sessionStatus: 'completed' },
    );
    await app.db
      .update(missionSessions)
      .set({ completedAt: new Date('2026-03-03T12:00:00Z') })
      .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission.id)));
    await setRule(app, company, { rule: 'session_report', is_enabled: true });
    expect(
      await runSessionReports({
        db: app.db,
        now: new Date(),
        storage: getTestStorage(),
        companyIds: [company.id],
      }),
    ).toBe(0);
  });
});
