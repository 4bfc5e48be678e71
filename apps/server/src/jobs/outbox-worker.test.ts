import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, getTestDatabase, uniqueName } from '../test/test-app.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createSmtpMailer } from '../mail/mailer.ts';
import { enqueueOutboxMessage } from './outbox.ts';
import { requeuePendingOutboxEmails, sendOutboxEmail, startOutboxEmailWorker } from './outbox-worker.ts';
import { startJobQueue, type JobQueue } from './queue.ts';

const OPERATOR = 'operateur@tourneo.test';
const EARLY = uniqueName('Avant-worker');

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `refuseNext` makes it answer 451 to the next messages. */
function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const control = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (control.refuseNext > 0) {
          control.refuseNext -= 1;
          const error = Object.assign(new Error('Service momentanément indisponible'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<{ server: SMTPServer; port: number; received: ReceivedMail[]; control: typeof control }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        resolve({ server, port, received, control });
      });
    },
  );
}

async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let queue: JobQueue;
let app: FastifyInstance;
let worker: { stop: () => Promise<void> };

beforeAll(async () => {
  smtp = await startSmtpServer();
  const handle = await getTestDatabase();
  queue = await startJobQueue(handle, { retryLimit: 3, retryDelaySeconds: 1 });
  app = await createTestApp({ contactEmailTo: OPERATOR, contactLimitPerIpPerHour: 100 }, undefined, {
    outboxNotifier: queue.outboxNotifier,
  });
  // Before any worker runs: queueing the job must not block the request (PGlite's single connection).
  await postContact(EARLY);
  worker = await startOutboxEmailWorker({
    db: app.db,
    queue,
    mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Tournéo <no-reply@tourneo.test>'),
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await worker?.stop();
  await queue?.stop();
  await app?.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
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

const outboxRowFor = async (name: string) => {
  const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, OPERATOR));
  return rows.find((row) => row.bodyText.includes(name));
};

describe('outbox e-mail worker', () => {
  it('re-queues every pending row, beyond one batch, and each is sent once', async () => {
    const marker = uniqueName('Lot');
    for (let index = 0; index < 5; index += 1) {
      // Written with no notifier: as if no job had been queued (lost job, or no worker running).
      await enqueueOutboxMessage(app.db, {
        companyId: null,
        dedupeKey: `${marker}-${index}`,
        channel: 'email',
        recipient: OPERATOR,
        subject: 'Lot',
        bodyText: `${marker} message ${index}`,
      });
    }
    const queued = await requeuePendingOutboxEmails({ db: app.db, queue, batchSize: 2 });
    expect(queued).toBeGreaterThanOrEqual(5);
    await waitFor(() => (mailsMentioning(marker).length === 5 ? true : undefined));
    const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, OPERATOR));
    const batch = rows.filter((row) => row.bodyText.startsWith(marker));
    expect(batch.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('sends a message accepted before the worker started', async () => {
    const row = await waitFor(async () => {
      const current = await outboxRowFor(EARLY);
      return current?.status === 'sent' ? current : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(mailsMentioning(EARLY)).toHaveLength(1);
  });

  it('e-mails a contact message to the operator once, through the job queue', async () => {
    const name = uniqueName('Contact');
    await postContact(name);
    const [mail] = await waitFor(() => {
      const mails = mailsMentioning(name);
      return mails.length > 0 ? mails : undefined;
    });
    expect(mail!.to).toEqual([OPERATOR]);
    const row = await waitFor(async () => {
      const current = await outboxRowFor(name);
      return current?.status === 'sent' ? current : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // A while later, still one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsMentioning(name)).toHaveLength(1);
  });

  it('retries after an SMTP failure and then sends exactly once', async () => {
    smtp.control.refuseNext = 1;
    const name = uniqueName('Reessai');
    await postContact(name);
    const row = await waitFor(async () => {
      const current = await outboxRowFor(name);
      return current?.status === 'sent' ? current : undefined;
    }, 30_000);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
    expect(mailsMentioning(name)).toHaveLength(1);
  });

  // Meaningful on PostgreSQL, where requests and the worker's claims really interleave; PGlite serialises
  // them.
  it('sends every message once under concurrent contact requests', async () => {
    const prefix = uniqueName('Rafale');
    const names = Array.from({ length: 12 }, (_, index) => `${prefix}-${index}-fin`);
    await Promise.all(names.map((name) => postContact(name)));
    await waitFor(() => (names.every((name) => mailsMentioning(name).length > 0) ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const name of names) {
      expect(mailsMentioning(name)).toHaveLength(1);
    }
  });

  it('never sends a row twice, even when its job runs again', async () => {
    const name = uniqueName('Doublon');
    const id = await enqueueOutboxMessage(app.db, {
      companyId: null,
      dedupeKey: `test:${name}`,
      channel: 'email',
      recipient: OPERATOR,
      subject: 'Test',
      bodyText: name,
    });
    // Same dedupe key: no second row.
    expect(
      await enqueueOutboxMessage(app.db, {
        companyId: null,
        dedupeKey: `test:${name}`,
        channel: 'email',
        recipient: OPERATOR,
        bodyText: name,
      }),
    ).toBeNull();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Tournéo <no-reply@tourneo.test>');
    try {
      const outcomes = await Promise.all([
        sendOutboxEmail(app.db, mailer, id!, { isLastAttempt: false }),
        sendOutboxEmail(app.db, mailer, id!, { isLastAttempt: false }),
      ]);
      expect(outcomes.sort()).toEqual(['sent', 'skipped']);
      expect(await sendOutboxEmail(app.db, mailer, id!, { isLastAttempt: false })).toBe('skipped');
    } finally {
      mailer.close();
    }
    expect(mailsMentioning(name)).toHaveLength(1);
  });

  it('marks a row failed after its last attempt', async () => {
    const name = uniqueName('Echec');
    const id = await enqueueOutboxMessage(app.db, {
      companyId: null,
      dedupeKey: `test:${name}`,
      channel: 'email',
      recipient: OPERATOR,
      bodyText: name,
    });
    const unreachable = createSmtpMailer('smtp://127.0.0.1:1', 'Tournéo <no-reply@tourneo.test>');
    await expect(sendOutboxEmail(app.db, unreachable, id!, { isLastAttempt: true })).rejects.toThrow();
    unreachable.close();
    const [row] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
  });
});
