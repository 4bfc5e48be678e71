import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { DatabaseHandle, Executor } from '../db/client.ts';
import type { OutboxNotifier } from './outbox.ts';

type DrizzleExecutor = Parameters<typeof fromDrizzle>[0];

/** The e-mail half of the outbox: one job per outbox row. */
export const OUTBOX_EMAIL_QUEUE = 'outbox-email';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each retry. */
  retryDelaySeconds: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 6, retryDelaySeconds: 30 };

export interface JobQueue {
  boss: PgBoss;
  retryPolicy: RetryPolicy;
  /** Queues the sending of an outbox row in the caller's transaction. */
  outboxNotifier: OutboxNotifier;
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
  if (!(await boss.getQueue(OUTBOX_EMAIL_QUEUE))) {
    try {
      await boss.createQueue(OUTBOX_EMAIL_QUEUE, queueOptions);
    } catch (error) {
      // Another server created it at the same moment.
      if (!(await boss.getQueue(OUTBOX_EMAIL_QUEUE))) {
        throw error;
      }
    }
  } else {
    await boss.updateQueue(OUTBOX_EMAIL_QUEUE, queueOptions);
  }
  const sendOptions = queueOptions;
  const outboxNotifier: OutboxNotifier = handle.pglite
    ? {
        // PGlite has one connection: pg-boss may need its own query (queue lookup) while the caller's
        // transaction holds it, which would wait forever. The job is queued once the transaction ends
        // instead; a row whose transaction rolled back is skipped by the worker, and a job lost to a
        // crash in between is re-queued by the worker's start-up sweep.
        async notify(_executor: Executor, outboxId: number) {
          setImmediate(() => {
            boss.send(OUTBOX_EMAIL_QUEUE, { outboxId }, sendOptions).catch((error: unknown) => {
              console.error('[jobs] outbox job not queued', outboxId, error);
            });
          });
        },
      }
    : {
        // PostgreSQL: the job is inserted in the caller's transaction, committed with the row.
        async notify(executor: Executor, outboxId: number) {
          await boss.send(
            OUTBOX_EMAIL_QUEUE,
            { outboxId },
            { ...sendOptions, db: fromDrizzle(executor as unknown as DrizzleExecutor, sql) },
          );
        },
      };
  return {
    boss,
    retryPolicy,
    outboxNotifier,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
