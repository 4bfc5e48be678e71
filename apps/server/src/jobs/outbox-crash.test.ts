import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, outboxMessages } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { getTestDatabase, uniqueName } from '../test/test-app.ts';
import { startTestSmtpServer, waitFor } from '../test/smtp-server.ts';
import { enqueueReminders } from '../test/reminders.ts';
import { recordingSmsProvider } from '../sms/sms-provider.ts';
import { createOutboxSenders } from './outbox-senders.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { startJobQueue } from './queue.ts';

/*
 * Never lost through crashes (docs/decisions/0016-messaging.md): 1,000 reminders, a worker
 * killed 20 times while it sends them (half of the kills at random instants, half at the instant
 * the SMTP server has just taken a message, before the worker hears its answer), restarted each
 * time; the SMTP server must receive every message, and a second copy only of a message in flight
 * at a kill (or whose answer was lost): at most one per kill.
 */

const MESSAGES = 1000;
const KILLS = 20;
/**
 * Alone, each test takes about 35 s; on a busy 2-core machine, 21 worker starts and 1,000
 * exchanges took over 5 minutes. The limits only catch a hang, never the machine's speed.
 */
const PATIENCE_MS = 900_000;
const TEST_TIMEOUT_MS = PATIENCE_MS + 120_000;
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
  await enqueueReminders(handle.db, { companyId, count: MESSAGES, keyPrefix: `crash:${companyId}` });
  return companyId;
}

async function rowsOf(handle: DatabaseHandle, companyId: number) {
  return handle.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, companyId));
}

const messageIdOf = (row: { id: number }) => `<outbox-${row.id}@tourneo.test>`;
const expectedIds = (rows: { id: number }[]) => rows.map(messageIdOf).sort();

/**
 * What the SMTP server took of these rows, read once no client is connected any more: every byte
 * the workers wrote has been read by then, so a message missing now was lost, not counted too
 * early. A lost row says whether it was recorded sent and whether its body reached the server
 * without the final dot or never at all. `extraCopies` counts the copies beyond the first.
 */
async function deliveryOf(smtp: TestSmtpServer, rows: { id: number; status: string }[]) {
  await waitFor(() => (smtp.openConnections() === 0 ? true : undefined), 60_000);
  const taken = new Map(takenOf(smtp, new Set(expectedIds(rows))));
  const abandoned = new Set(smtp.abandoned.map((message) => message.messageId));
  return {
    lost: rows
      .filter((row) => !taken.has(messageIdOf(row)))
      .map((row) => ({
        id: row.id,
        status: row.status,
        bodyArrivedWithoutDot: abandoned.has(messageIdOf(row)),
      })),
    extraCopies: [...taken].reduce((sum, [, times]) => sum + times - 1, 0),
  };
}

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

  const stopped = (worker: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (worker.exitCode !== null || worker.signalCode !== null) {
        resolve();
        return;
      }
      worker.once('exit', () => resolve());
      worker.kill('SIGTERM');
    });

  it(
    'delivers each of 1,000 reminders, a second copy only for a kill in flight',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
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
        PATIENCE_MS,
      );
      await stopped(child);
      const { lost, extraCopies } = await deliveryOf(smtp, await rowsOf(handle, companyId));
      // A row is recorded sent only after the server's answer to its dot: nothing may be lost. A
      // kill after the server took a message and before its row was recorded sends it again.
      if (extraCopies > 0) {
        console.warn(`[outbox] ${extraCopies} second cop(y/ies) after ${KILLS} kills`);
      }
      expect(lost).toEqual([]);
      expect(extraCopies).toBeLessThanOrEqual(KILLS);
      expect(kills).toBe(KILLS);
    },
  );
});

describe.runIf(process.env.TEST_DB === 'pglite')(
  'an in-process worker stopped and restarted 20 times (PGlite)',
  () => {
    it(
      'delivers each of 1,000 reminders, a second copy only when the answer to the final dot is lost',
      { timeout: TEST_TIMEOUT_MS },
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
            retryBaseSeconds: 1,
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
          PATIENCE_MS,
        );
        await worker.stop();
        await queue.stop();
        const { lost, extraCopies } = await deliveryOf(smtp, await rowsOf(handle, companyId));
        await smtp.close();
        const cutAnswers = Math.floor(taken / 50);
        // The lost answers did happen: 20 connections cut right after their final dot.
        expect(cutAnswers).toBeGreaterThanOrEqual(20);
        expect(lost).toEqual([]);
        // A message whose answer was lost is sent again (RFC 5321): one more copy for each cut.
        expect(extraCopies).toBe(cutAnswers);
      },
    );
  },
);
