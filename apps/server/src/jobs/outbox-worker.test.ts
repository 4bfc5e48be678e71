import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, uniqueName } from '../test/test-app.ts';
import { startTestSmtpServer, waitFor } from '../test/smtp-server.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { recordingSmsProvider } from '../sms/sms-provider.ts';
import { enqueueOutboxMessage } from './outbox.ts';
import { createOutboxSenders } from './outbox-senders.ts';
import {
  dispatchOutbox,
  OUTBOX_STALE_AFTER_SECONDS,
  sendOutboxMessage,
  startOutboxWorker,
} from './outbox-worker.ts';
import { startJobQueue, type JobQueue } from './queue.ts';
import { createSentRecorder, type SentRecorder } from './sent-recorder.ts';

const OPERATOR = 'operateur@tourneo.test';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let handle: DatabaseHandle;
let queue: JobQueue;
let app: FastifyInstance;
let worker: Awaited<ReturnType<typeof startOutboxWorker>>;
let recorder: SentRecorder;

const sendersFor = (smtpUrl: string) =>
  createOutboxSenders({
    db: handle.db,
    secretKey: Buffer.alloc(32),
    smtpUrl,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
  });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  handle = await getTestDatabase();
  // A queue of its own: other test files share this database.
  queue = await startJobQueue(handle, { retryLimit: 1, retryDelaySeconds: 1 }, `outbox-test-${Date.now()}`);
  app = await createTestApp({ contactEmailTo: OPERATOR, contactLimitPerIpPerHour: 100 }, undefined, {
    outboxNotifier: queue.outboxNotifier,
  });
  recorder = await createSentRecorder(handle);
  worker = await startOutboxWorker({
    handle,
    queue,
    senders: sendersFor(smtp.url),
    pollingIntervalSeconds: 0.5,
    dispatchIntervalMs: 500,
    companyIds: [null],
  });
});
afterAll(async () => {
  await worker?.stop();
  await recorder?.close();
  await queue?.stop();
  await app?.close();
  await smtp?.close();
});

const mailsMentioning = (text: string) => smtp.received.filter((mail) => mail.raw.includes(text));

async function postContact(name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email: 'lea@example.fr', subject: 'Démo', message: `Bonjour de ${name}` },
    remoteAddress: '198.51.100.7',
  });
  expect(response.statusCode).toBe(200);
}

const rowMentioning = async (text: string) => {
  const rows = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, OPERATOR));
  return rows.find((row) => row.bodyText.includes(text));
};

const operatorMessage = (marker: string, sendAfter?: Date) => ({
  companyId: null,
  dedupeKey: marker,
  channel: 'email' as const,
  recipient: OPERATOR,
  subject: 'Essai',
  bodyText: `${marker} : bonjour`,
  ...(sendAfter ? { sendAfter } : {}),
});

describe('outbox worker', () => {
  it('sends a contact message through HTTP → outbox row → job → SMTP, once', async () => {
    const name = uniqueName('Contact');
    await postContact(name);
    await waitFor(() => (mailsMentioning(name).length > 0 ? true : undefined));
    const row = await waitFor(async () => {
      const found = await rowMentioning(name);
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(mailsMentioning(name)).toHaveLength(1);
    // Its Message-ID is the row's own, the same at every attempt.
    expect(mailsMentioning(name)[0]!.messageId).toBe(`<outbox-${row.id}@tourneo.test>`);
  });

  it('a row written without a job (no notifier) is dispatched on NOTIFY or by the next round', async () => {
    const marker = uniqueName('Sans-job');
    for (let index = 0; index < 3; index += 1) {
      await enqueueOutboxMessage(handle.db, operatorMessage(`${marker}-${index}`));
    }
    await waitFor(() => (mailsMentioning(marker).length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsMentioning(marker)).toHaveLength(3);
  });

  it('a job run twice, or after the row is sent, sends nothing more', async () => {
    const marker = uniqueName('Deux-fois');
    const id = (await enqueueOutboxMessage(
      handle.db,
      operatorMessage(marker, new Date(Date.now() + 3_600_000)),
    ))!;
    const options = { db: handle.db, senders: sendersFor(smtp.url), recorder };
    const outcomes = await Promise.all([sendOutboxMessage(options, id), sendOutboxMessage(options, id)]);
    expect(outcomes.toSorted()).toEqual(['sent', 'skipped']);
    expect(await sendOutboxMessage(options, id)).toBe('skipped');
    expect(mailsMentioning(marker)).toHaveLength(1);
  });

  it('a refusal (451) is retried later, then sent; the reason is recorded in French meanwhile', async () => {
    const marker = uniqueName('Refus');
    const id = (await enqueueOutboxMessage(
      handle.db,
      operatorMessage(marker, new Date(Date.now() + 3_600_000)),
    ))!;
    const options = { db: handle.db, senders: sendersFor(smtp.url), recorder, retryBaseSeconds: 60 };
    smtp.control.refuseNext = 1;
    expect(await sendOutboxMessage(options, id)).toBe('retry');
    const [waiting] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(waiting!.status).toBe('pending');
    expect(waiting!.lastError).toMatch(/Service momentanément indisponible/);
    expect(waiting!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(waiting!.queuedAt).toBeNull();
    // Not due yet: the dispatcher leaves it; at its time, it goes.
    const scoped = { db: handle.db, queue: { queueOutboxRows: async () => undefined }, companyIds: [null] };
    const later = new Date(waiting!.sendAfter.getTime() + 1000);
    expect(await dispatchOutbox({ ...scoped, now: new Date() })).toBe(0);
    expect(await dispatchOutbox({ ...scoped, now: later })).toBeGreaterThanOrEqual(1);
    expect(await sendOutboxMessage(options, id)).toBe('sent');
    expect(mailsMentioning(marker)).toHaveLength(1);
  });

  it('an unreachable server fails each attempt; the last one marks the row failed with a French reason', async () => {
    const marker = uniqueName('Injoignable');
    const id = (await enqueueOutboxMessage(
      handle.db,
      operatorMessage(marker, new Date(Date.now() + 3_600_000)),
    ))!;
    const options = { db: handle.db, senders: sendersFor('smtp://127.0.0.1:1'), recorder, maxAttempts: 2 };
    expect(await sendOutboxMessage(options, id)).toBe('retry');
    await handle.db.update(outboxMessages).set({ sendAfter: new Date() }).where(eq(outboxMessages.id, id));
    expect(await sendOutboxMessage(options, id)).toBe('failed');
    const [failed] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(failed!.status).toBe('failed');
    expect(failed!.lastError).toMatch(/refus|connexion|joindre/i);
  });

  it('a dispatch round queues every due row, beyond one batch, each once', async () => {
    // Before: the start-up re-queue took the first 1,000 pending rows and forgot the rest.
    const company = await buildCompany(app);
    const marker = uniqueName('Lot');
    const total = 2_345;
    for (let start = 0; start < total; start += 500) {
      await handle.db.insert(outboxMessages).values(
        Array.from({ length: Math.min(500, total - start) }, (_, offset) => ({
          companyId: company.id,
          dedupeKey: `${marker}-${start + offset}`,
          channel: 'email' as const,
          recipient: 'client@example.fr',
          subject: 'Rappel',
          bodyText: `${marker} : bonjour`,
          sendAfter: new Date(Date.now() - 60_000),
        })),
      );
    }
    const queued: number[] = [];
    const scoped = {
      db: handle.db,
      queue: { queueOutboxRows: async (ids: readonly number[]) => void queued.push(...ids) },
      companyIds: [company.id],
      batchSize: 1000,
    };
    expect(await dispatchOutbox({ ...scoped, now: new Date() })).toBe(total);
    expect(new Set(queued).size).toBe(total);
    // Queued rows are not queued again until they are stale.
    expect(await dispatchOutbox({ ...scoped, now: new Date() })).toBe(0);
    const stale = new Date(Date.now() + (OUTBOX_STALE_AFTER_SECONDS + 60) * 1000);
    expect(await dispatchOutbox({ ...scoped, now: stale })).toBe(total);
    // Nobody sends them: other test files share this database.
    await handle.db
      .update(outboxMessages)
      .set({ status: 'cancelled' })
      .where(eq(outboxMessages.companyId, company.id));
  });

  it('without any SMTP server configured, an e-mail waits without counting an attempt', async () => {
    const marker = uniqueName('Sans-smtp');
    const id = (await enqueueOutboxMessage(
      handle.db,
      operatorMessage(marker, new Date(Date.now() + 3_600_000)),
    ))!;
    expect(await sendOutboxMessage({ db: handle.db, senders: sendersFor(''), recorder }, id)).toBe('waiting');
    const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      lastError: MESSAGES.clientMessages.noEmailServer,
    });
  });
});
