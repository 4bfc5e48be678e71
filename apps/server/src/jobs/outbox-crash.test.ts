import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, outboxMessages } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { getTestDatabase, uniqueName } from '../test/test-app.ts';
import { startTestSmtpServer } from '../test/smtp-server.ts';
import { recordingSmsProvider } from '../sms/sms-provider.ts';
import { enqueueOutboxMessage } from './outbox.ts';
import { createOutboxSenders } from './outbox-senders.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { startJobQueue } from './queue.ts';

/*
 * Exactly once through crashes (docs/decisions/0016-messaging.md): 1,000 reminders, a worker
 * killed 20 times while it sends them (half of the kills at random instants, half at the instant
 * the SMTP server has just taken a message, before the worker hears its answer), restarted each
 * time; the SMTP server must receive each message once.
 */

const MESSAGES = 1000;
const KILLS = 20;
const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cli/outbox-worker.ts');

type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** How many times the server took each Message-ID of these rows. */
function takenOf(smtp: TestSmtpServer, mine: Set<string>): [string, number][] {
  const taken = new Map<string, number>();
  for (const mail of smtp.received) {
    if (mail.messageId && mine.has(mail.messageId)) {
      taken.set(mail.messageId, (taken.get(mail.messageId) ?? 0) + 1);
    }
  }
  return [...taken];
}

async function writeReminders(handle: DatabaseHandle) {
  const [company] = await handle.db
    .insert(companies)
    .values({ name: uniqueName('Rappels'), passwordHash: 'x' })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const sendAfter = new Date(Date.now() - 1000);
  for (let index = 0; index < MESSAGES; index += 1) {
    await enqueueOutboxMessage(handle.db, {
      companyId,
      dedupeKey: `crash:${companyId}:${index}`,
      kind: 'reminder_d1',
      channel: 'email',
      recipient: `client${index}@example.fr`,
      subject: 'Rappel',
      bodyText: `Rappel ${index}`,
      sendAfter,
    });
  }
  return companyId;
}

async function rowsOf(handle: DatabaseHandle, companyId: number) {
  return handle.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, companyId));
}

const expectedIds = (rows: { id: number }[]) => rows.map((row) => `<outbox-${row.id}@tourneo.test>`).sort();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(probe: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await sleep(100);
  }
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await getTestDatabase();
});

describe.runIf(process.env.TEST_DB === 'postgres')('a worker process killed 20 times (PostgreSQL)', () => {
  let smtp: TestSmtpServer;
  let child: ChildProcess | undefined;
  let onTaken: () => void = () => undefined;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ onTaken: () => onTaken() });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await smtp.close();
  });

  function startWorker(companyId: number): Promise<ChildProcess> {
    const worker = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Tournéo <no-reply@tourneo.test>',
        SECRET_KEY: '0'.repeat(64),
        OUTBOX_COMPANY_IDS: String(companyId),
        OUTBOX_QUEUE: `outbox-crash-${companyId}`,
        OUTBOX_LEASE_SECONDS: '1',
        OUTBOX_STALE_AFTER_SECONDS: '2',
        OUTBOX_DISPATCH_INTERVAL_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('outbox worker ready')) {
          resolve(worker);
        }
      });
    });
  }

  const killed = (worker: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (worker.exitCode !== null || worker.signalCode !== null) {
        resolve();
        return;
      }
      worker.once('exit', () => resolve());
      worker.kill('SIGKILL');
    });

  it('sends each of 1,000 reminders exactly once', { timeout: 300_000 }, async () => {
    const companyId = await writeReminders(handle);
    const rows = await rowsOf(handle, companyId);
    const mine = new Set(expectedIds(rows));
    const takenOfMine = () => takenOf(smtp, mine);
    let kills = 0;
    while (kills < KILLS) {
      child = await startWorker(companyId);
      const worker = child;
      if (kills % 2 === 0) {
        // At the instant the server has taken a message: between its sending and its recording.
        const before = takenOfMine().length;
        await new Promise<void>((resolve) => {
          onTaken = () => {
            if (takenOfMine().length > before + 5) {
              onTaken = () => undefined;
              worker.kill('SIGKILL');
              resolve();
            }
          };
          worker.once('exit', () => resolve());
        });
      } else {
        await sleep(50 + Math.random() * 400);
      }
      await killed(worker);
      kills += 1;
    }
    child = await startWorker(companyId);
    await waitUntil(
      async () => (await rowsOf(handle, companyId)).every((row) => row.status === 'sent'),
      240_000,
    );
    // A row is recorded 'sent' in the same tick as its final dot is written: the server takes
    // the last message a moment after. Give it that moment (a lost message still fails below).
    await waitUntil(() => takenOfMine().length >= MESSAGES, 5_000).catch(() => undefined);
    child.kill('SIGTERM');
    const taken = takenOfMine();
    expect(taken).toHaveLength(MESSAGES);
    expect(taken.filter(([, times]) => times > 1)).toEqual([]);
    expect(kills).toBe(KILLS);
  });
});

describe.runIf(process.env.TEST_DB === 'pglite')(
  'an in-process worker stopped and restarted 20 times (PGlite)',
  () => {
    it(
      'sends each of 1,000 reminders exactly once, even when the answer to the final dot is lost',
      { timeout: 300_000 },
      async () => {
        let taken = 0;
        // Every 50th message, the connection drops right after the server took it: the worker
        // never hears the answer to its final dot.
        const smtp = await startTestSmtpServer({
          onTaken: (_mail, socket) => {
            taken += 1;
            if (taken % 50 === 0) {
              socket.destroy();
            }
          },
        });
        const companyId = await writeReminders(handle);
        const mine = new Set(expectedIds(await rowsOf(handle, companyId)));
        const queue = await startJobQueue(
          handle,
          { retryLimit: 1, retryDelaySeconds: 1 },
          `outbox-crash-${companyId}`,
        );
        const senders = createOutboxSenders({
          db: handle.db,
          secretKey: Buffer.alloc(32),
          smtpUrl: smtp.url,
          mailFrom: 'Tournéo <no-reply@tourneo.test>',
          sms: recordingSmsProvider,
        });
        const start = () =>
          startOutboxWorker({
            handle,
            queue,
            senders,
            companyIds: [companyId],
            leaseSeconds: 1,
            staleAfterSeconds: 2,
            dispatchIntervalMs: 300,
            pollingIntervalSeconds: 0.5,
          });
        for (let stop = 0; stop < KILLS; stop += 1) {
          const worker = await start();
          await sleep(50 + Math.random() * 300);
          // Not waiting for the job in hand: its row stays claimed until the lease ends.
          void worker.stop();
          await sleep(20);
        }
        const worker = await start();
        await waitUntil(
          async () => (await rowsOf(handle, companyId)).every((row) => row.status === 'sent'),
          240_000,
        );
        // The last message reaches the server a moment after its row is recorded 'sent'.
        await waitUntil(() => takenOf(smtp, mine).length >= MESSAGES, 5_000).catch(() => undefined);
        await worker.stop();
        await queue.stop();
        await smtp.close();
        const ofMine = takenOf(smtp, mine);
        expect(ofMine).toHaveLength(MESSAGES);
        expect(ofMine.filter(([, times]) => times > 1)).toEqual([]);
        // The lost answers did happen: 20 connections cut right after their final dot.
        expect(Math.floor(taken / 50)).toBeGreaterThanOrEqual(20);
      },
    );
  },
);
