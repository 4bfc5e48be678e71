import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  claimOutboxMessage,
  findPendingOutboxIds,
  markOutboxMessageFailed,
  markOutboxMessageSent,
} from './outbox.ts';
import { OUTBOX_EMAIL_QUEUE, type JobQueue } from './queue.ts';

export type SendOutcome = 'sent' | 'skipped';

/**
 * Sends one e-mail row of the outbox. A row already sent, failed or held by another sender is
 * skipped, so a repeated job never sends twice. On an SMTP error the attempt is recorded and the
 * error rethrown for the queue to retry; the last attempt marks the row failed.
 */
export async function sendOutboxEmail(
  db: Database,
  mailer: Mailer,
  outboxId: number,
  { isLastAttempt }: { isLastAttempt: boolean },
): Promise<SendOutcome> {
  const row = await claimOutboxMessage(db, outboxId);
  if (!row || row.channel !== 'email') {
    return 'skipped';
  }
  try {
    await mailer.send({ to: row.recipient, subject: row.subject, text: row.bodyText, html: row.bodyHtml });
  } catch (error) {
    await markOutboxMessageFailed(
      db,
      outboxId,
      error instanceof Error ? error.message : String(error),
      isLastAttempt,
    );
    throw error;
  }
  await markOutboxMessageSent(db, outboxId);
  return 'sent';
}

/**
 * Queues a job for every e-mail row still pending, however many there are, a batch at a time
 * (rows written while no worker ran, or whose job was lost). Returns how many were queued.
 */
export async function requeuePendingOutboxEmails({
  db,
  queue,
  batchSize = 1000,
}: {
  db: Database;
  queue: JobQueue;
  batchSize?: number;
}): Promise<number> {
  const { boss, retryPolicy } = queue;
  const options = {
    retryLimit: retryPolicy.retryLimit,
    retryDelay: retryPolicy.retryDelaySeconds,
    retryBackoff: true,
  };
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const ids = await findPendingOutboxIds(db, 'email', { afterId, limit: batchSize });
    if (ids.length === 0) {
      return queued;
    }
    await boss.insert(
      OUTBOX_EMAIL_QUEUE,
      ids.map((outboxId) => ({ data: { outboxId }, ...options })),
    );
    queued += ids.length;
    afterId = ids[ids.length - 1]!;
  }
}

export interface OutboxWorkerOptions {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  pollingIntervalSeconds?: number;
}

/**
 * Works the e-mail queue. On start it queues every row still pending (sent while no worker ran,
 * or whose job was lost): jobs are idempotent, so a duplicate costs one skipped claim.
 */
export async function startOutboxEmailWorker({
  db,
  queue,
  mailer,
  pollingIntervalSeconds = 2,
}: OutboxWorkerOptions): Promise<{ stop: () => Promise<void> }> {
  const { boss, retryPolicy } = queue;
  const workerId = await boss.work<{ outboxId: number }>(
    OUTBOX_EMAIL_QUEUE,
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      if (!job) {
        return;
      }
      await sendOutboxEmail(db, mailer, job.data.outboxId, {
        isLastAttempt: job.retryCount >= retryPolicy.retryLimit,
      });
    },
  );
  await requeuePendingOutboxEmails({ db, queue });
  return {
    async stop() {
      await boss.offWork(OUTBOX_EMAIL_QUEUE, { id: workerId, wait: true });
      mailer.close();
    },
  };
}
