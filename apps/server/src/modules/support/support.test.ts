import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, supportAnswerPromise } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, uniqueName } from '../../test/test-app.ts';
import { startTestSmtpServer, waitFor } from '../../test/smtp-server.ts';
import { outboxMessages, supportMessages } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { recordingSmsProvider } from '../../sms/sms-provider.ts';
import { readableMail } from '../../test/mail-text.ts';

const SUPPORT = 'support@tourneo.test';
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;

beforeAll(async () => {
  app = await createTestApp({ supportEmail: SUPPORT });
  smtp = await startTestSmtpServer();
  recorder = await createSentRecorder(await getTestDatabase());
});
afterAll(async () => {
  await recorder?.close();
  await smtp?.close();
  await app?.close();
});

const send = (cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/support/send',
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Sends the company's queued support e-mail through the operator's SMTP server (the worker's path). */
async function deliverSupportMail(companyId: number) {
  const [row] = await app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, SUPPORT), eq(outboxMessages.dedupeKey, await keyOf(companyId))));
  const senders = createOutboxSenders({
    db: app.db,
    secretKey: Buffer.alloc(32),
    smtpUrl: smtp.url,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
  });
  expect(await sendOutboxMessage({ db: app.db, senders, recorder }, row!.id)).toBe('sent');
}

async function keyOf(companyId: number) {
  const [stored] = await app.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.companyId, companyId));
  return `support:${companyId}:${stored!.id}`;
}

describe('POST /support/send', () => {
  it('answers 401 without a session', async () => {
    const response = await send(undefined, { subject: 'Aide', message: 'Bonjour' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(MESSAGES.auth.sessionRequired);
  });

  it('refuses a missing subject or message with 400 and a French message', async () => {
    const company = await buildCompany(app);
    const noSubject = await send(company.cookie, { subject: '  ', message: 'Bonjour' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error).toBe(MESSAGES.support.subjectRequired);
    const noMessage = await send(company.cookie, { subject: 'Aide' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error).toBe(MESSAGES.support.messageRequired);
    const badReply = await send(company.cookie, { subject: 'Aide', message: 'Bonjour', reply_email: 'non' });
    expect(badReply.json().error).toBe(MESSAGES.support.replyEmailInvalid);
  });

  it('a Premium company’s message reaches the operator’s SMTP server marked priority, with its context', async () => {
    const company = await buildCompany(app, { plan: 'premium', name: uniqueName('Prioritaire') });
    const response = await send(company.cookie, {
      subject: 'Import bloqué',
      message: 'Le fichier de 300 clients ne passe pas.',
      reply_email: 'chef@entreprise.fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.support.sent, is_priority: true });

    await deliverSupportMail(company.id);
    const mail = await waitFor(() => smtp.received.find((candidate) => candidate.raw.includes(company.name)));
    expect(mail.to).toEqual([SUPPORT]);
    const raw = readableMail(mail.raw);
    expect(raw).toMatch(/^Subject: \[Support prioritaire\] Prioritaire .* : Import bloqué$/m);
    expect(raw).toContain('Forfait : Premium');
    expect(raw).toContain('chef@entreprise.fr');
    expect(raw).toContain(supportAnswerPromise(true).toLowerCase());
  });

  it('a Standard company’s message is sent too, not marked priority', async () => {
    const company = await buildCompany(app, { plan: 'standard' });
    const response = await send(company.cookie, {
      subject: 'Question',
      message: 'Comment inviter un agent ?',
    });
    expect(response.json().is_priority).toBe(false);
    const [row] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, await keyOf(company.id)));
    expect(row!.subject).toBe(`[Support] ${company.name} : Question`);
    expect(row!.bodyText).toContain('Forfait : Standard');
  });

  it('limits one company to 10 messages an hour with 429, other companies unaffected', async () => {
    const company = await buildCompany(app);
    for (let index = 0; index < 10; index += 1) {
      expect((await send(company.cookie, { subject: `Q${index}`, message: 'Bonjour' })).statusCode).toBe(200);
    }
    const limited = await send(company.cookie, { subject: 'Encore', message: 'Bonjour' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(MESSAGES.support.tooManyMessages);
    const other = await buildCompany(app);
    expect((await send(other.cookie, { subject: 'Q', message: 'Bonjour' })).statusCode).toBe(200);
  });
});

describe('POST /support/info', () => {
  it('states the priority and the promised answer time of the company’s plan', async () => {
    for (const [plan, isPriority] of [
      ['standard', false],
      ['premium', true],
    ] as const) {
      const company = await buildCompany(app, { plan });
      const response = await app.inject({
        method: 'POST',
        url: '/support/info',
        headers: { cookie: company.cookie },
      });
      expect(response.json().support).toEqual({
        is_priority: isPriority,
        answer_promise: supportAnswerPromise(isPriority),
        reply_email: null,
      });
    }
  });
});
