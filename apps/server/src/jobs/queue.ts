import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import type { OutboxNotifier } from './outbox.ts';

type DrizzleExecutor = Parameters<typeof fromDrizzle>[0];

/** The outbox's sending jobs: one job per due outbox row (e-mail or SMS). */
export const OUTBOX_QUEUE = 'outbox-send';

/**
 * pg-boss's own retries, for a job that failed unexpectedly (database unreachable...). A refused
 * or unreachable SMTP server or SMS gateway is retried by the outbox itself (`send_after`).
 */
export interface RetryPolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled at each retry. */
  retryDelaySeconds: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 30 };

export interface JobQueue {
  boss: PgBoss;
  /** The outbox's queue (OUTBOX_QUEUE). */
  queueName: string;
  retryPolicy: RetryPolicy;
  /** Queues the sending of an outbox row in the caller's transaction. */
  outboxNotifier: OutboxNotifier;
  /** Queues the sending of these rows (the dispatcher's due rows). */
  queueOutboxRows: (outboxIds: readonly number[]) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts pg-boss on the application's database (docs/decisions/0006-jobs-and-outbox.md).
 * PostgreSQL: its own small pool on DATABASE_URL. PGlite: pg-boss's PGlite adapter, in process,
 * through the same single connection as the application (its queries wait for open transactions).
 */
export async function startJobQueue(
  handle: DatabaseHandle,
  retryPolicy: RetryPolicy = DEFAULT_RETRY_POLICY,
  /** Tests sharing one database use a queue of their own. */
  queueName: string = OUTBOX_QUEUE,
): Promise<JobQueue> {
  let boss: PgBoss;
  if (handle.pglite) {
    boss = new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', schema: 'pgboss' });
  } else if (handle.databaseUrl) {
    boss = new PgBoss({ connectionString: handle.databaseUrl, max: 4, schema: 'pgboss' });
  } else {
    throw new Error('no database for the job queue');
  }
  boss.on('error', (error) => {
    console.error('[jobs]', error);
  });
  await boss.start();
  const queueOptions = {
    retryLimit: retryPolicy.retryLimit,
    retryDelay: retryPolicy.retryDelaySeconds,
    retryBackoff: true,
  };
  if (!(await boss.getQueue(queueName))) {
    try {
      await boss.createQueue(queueName, queueOptions);
    } catch (error) {
      // Another server created it at the same moment.
      if (!(await boss.getQueue(queueName))) {
        throw error;
      }
    }
  } else {
    await boss.updateQueue(queueName, queueOptions);
  }
  const sendOptions = queueOptions;
  const outboxNotifier: OutboxNotifier = handle.pglite
    ? {
        // PGlite has one connection: pg-boss may need its own query (queue lookup) while the caller's
        // transaction holds it, which would wait forever. The job is queued once the transaction ends
        // instead; a row whose transaction rolled back is skipped by the worker, and a job lost to a
        // crash in between is queued again by the dispatcher (a row queued long ago and still pending).
        async notify(_executor: Executor, outboxId: number) {
          setImmediate(() => {
            boss.send(queueName, { outboxId }, sendOptions).catch((error: unknown) => {
              console.error('[jobs] outbox job not queued', outboxId, error);
            });
          });
        },
      }
    : {
        // PostgreSQL: the job is inserted in the caller's transaction, committed with the row.
        async notify(executor: Executor, outboxId: number) {
          await boss.send(
            queueName,
            { outboxId },
            { ...sendOptions, db: fromDrizzle(executor as unknown as DrizzleExecutor, sql) },
          );
        },
      };
  return {
    boss,
    queueName,
    retryPolicy,
    outboxNotifier,
    async queueOutboxRows(outboxIds) {
      if (outboxIds.length > 0) {
        await boss.insert(
          queueName,
          outboxIds.map((outboxId) => ({ data: { outboxId }, ...sendOptions })),
        );
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
