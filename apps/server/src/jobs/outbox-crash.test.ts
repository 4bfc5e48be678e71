import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo, Socket } from 'node:net';
import { companies, outboxMessages } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { getTestDatabase, uniqueName } from '../test/test-app.ts';
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

interface Counter {
  /** How many times the server took each Message-ID. */
  taken: Map<string, number>;
  /** Called when a message was taken, before the server answers it. */
  onTaken: (socket: Socket) => void;
}

function startCountingSmtpServer(counter: Counter) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID: *(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '?';
        counter.taken.set(id, (counter.taken.get(id) ?? 0) + 1);
        counter.onTaken((session as unknown as { socket?: Socket }).socket as Socket);
        callback();
      });
    },
  });
  // A killed worker's connections end with ECONNRESET: expected here, not an error of the test.
  server.on('error', () => undefined);
  return new Promise<{ server: SMTPServer; port: number }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port }),
    );
  });
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
  let smtp: { server: SMTPServer; port: number };
  let child: ChildProcess | undefined;
  const counter: Counter = { taken: new Map(), onTaken: () => undefined };

  beforeAll(async () => {
    smtp = await startCountingSmtpServer(counter);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  function startWorker(companyId: number): Promise<ChildProcess> {
    const worker = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
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
    const takenOfMine = () => [...counter.taken].filter(([id]) => mine.has(id));
    let kills = 0;
    while (kills < KILLS) {
      child = await startWorker(companyId);
      const worker = child;
      if (kills % 2 === 0) {
        // At the instant the server has taken a message: between its sending and its recording.
        const before = takenOfMine().length;
        await new Promise<void>((resolve) => {
          counter.onTaken = () => {
            if (takenOfMine().length > before + 5) {
              counter.onTaken = () => undefined;
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
        const counter: Counter = { taken: new Map(), onTaken: () => undefined };
        const smtp = await startCountingSmtpServer(counter);
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
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
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
        let taken = 0;
        // Every 50th message, the connection drops right after the server took it: the worker never
        // hears the answer to its final dot.
        counter.onTaken = (socket) => {
          taken += 1;
          if (taken % 50 === 0) {
            socket?.destroy();
          }
        };
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
        await worker.stop();
        await queue.stop();
        await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
        const ofMine = [...counter.taken].filter(([id]) => mine.has(id));
        expect(ofMine).toHaveLength(MESSAGES);
        expect(ofMine.filter(([, times]) => times > 1)).toEqual([]);
      },
    );
  },
);
