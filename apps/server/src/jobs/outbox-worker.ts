import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { NotificationListener } from '../db/notifications.ts';
import { queryRows } from '../db/queries.ts';
import { isDatabaseUnavailable } from '../errors.ts';
import { describeSmtpError } from '../mail/smtp.ts';
import { SmtpSendError, SmtpSessions } from '../mail/send-once.ts';
import {
  OUTBOX_DUE_CHANNEL,
  OUTBOX_LEASE_SECONDS,
  claimOutboxMessage,
  markOutboxMessageFailed,
  markOutboxMessageNotSent,
  markOutboxMessageSent,
  postponeOutboxMessage,
  releaseOutboxMessage,
} from './outbox.ts';
import { checkOutboxMessage, findEarlierPendingMessage } from './outbox-checks.ts';
import { composeEmail, type OutboxRow, type OutboxSenders } from './outbox-senders.ts';
import type { JobQueue } from './queue.ts';
import { createSentRecorder, type SentRecorder } from './sent-recorder.ts';

/** Attempts of one message before it is marked failed: the first and 6 retries. */
export const OUTBOX_MAX_ATTEMPTS = 7;
/** Seconds before the first retry; doubled at each retry (30 s, 1 min, 2 min ... 16 min). */
export const OUTBOX_RETRY_BASE_SECONDS = 30;

export type SendOutcome = 'sent' | 'skipped' | 'waiting' | 'retry' | 'failed' | 'not_sent';

export interface SendOptions {
  db: Database;
  senders: OutboxSenders;
  recorder: SentRecorder;
  /** Connections kept open between messages (a new one per message without). */
  smtp?: SmtpSessions;
  leaseSeconds?: number;
  maxAttempts?: number;
  retryBaseSeconds?: number;
  clock?: () => Date;
  /**
   * The database went away while this row was claimed (a restart): the row stays claimed until its
   * lease ends. `delivered` when its server had already taken it. The worker settles it once the
   * database is back (recorded sent, or given back), instead of waiting for the lease and the sweep.
   */
  onOutage?: (row: { id: number; attempt: number; delivered: boolean }) => void;
}

function reasonOf(error: unknown): string {
  const cause = error instanceof SmtpSendError ? error.cause : error;
  if (error instanceof SmtpSendError || (cause as { code?: unknown } | null)?.code !== undefined) {
    return describeSmtpError(cause);
  }
  return error instanceof Error ? error.message : String(error);
}

/** Rows this process is sending now: a second job for one of them waits for the stale sweep. */
const inHand = new Set<number>();

/**
 * Sends one outbox row: a row already sent, cancelled, failed, held by another sender or already in
 * this process's hands is skipped; a refusal or an unreachable server is recorded and retried later
 * (`send_after`), up to the last attempt. The row is recorded sent only once its server accepted it
 * (the answer to the final dot, or the SMS gateway's): a crash before that sends it again (the same
 * Message-ID), never loses it. An SMS without a gateway is recorded not sent, with the reason.
 * A client's e-mail or SMS is checked first (issue 39): one whose words are no longer true (its
 * appointment moved, cancelled or completed, its client gone) is recorded not sent with the reason,
 * and one whose appointment has an earlier message still to leave waits for it.
 */
export async function sendOutboxMessage(options: SendOptions, outboxId: number): Promise<SendOutcome> {
  if (inHand.has(outboxId)) {
    return 'skipped';
  }
  inHand.add(outboxId);
  try {
    return await sendRow(options, outboxId);
  } finally {
    inHand.delete(outboxId);
  }
}

async function sendRow(options: SendOptions, outboxId: number): Promise<SendOutcome> {
  const { db, leaseSeconds = OUTBOX_LEASE_SECONDS } = options;
  const row = await claimOutboxMessage(db, outboxId, leaseSeconds);
  if (!row) {
    return 'skipped';
  }
  const progress = { delivered: false };
  try {
    return await sendClaimedRow(options, row, progress);
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      options.onOutage?.({ id: row.id, attempt: row.attempts, delivered: progress.delivered });
    }
    throw error;
  }
}

async function sendClaimedRow(
  options: SendOptions,
  row: OutboxRow,
  progress: { delivered: boolean },
): Promise<SendOutcome> {
  const {
    db,
    senders,
    maxAttempts = OUTBOX_MAX_ATTEMPTS,
    retryBaseSeconds = OUTBOX_RETRY_BASE_SECONDS,
    clock = () => new Date(),
  } = options;
  const fail = async (error: unknown): Promise<SendOutcome> => {
    const isFinal = row.attempts >= maxAttempts;
    await markOutboxMessageFailed(
      db,
      row.id,
      reasonOf(error),
      isFinal ? null : retryBaseSeconds * 2 ** (row.attempts - 1),
      clock(),
    );
    return isFinal ? 'failed' : 'retry';
  };
  if (row.channel === 'webhook') {
    return sendWebhookRow(options, row, fail, progress);
  }
  // Checked as it is about to leave (issue 39): a message whose appointment moved, was cancelled or
  // completed, or whose client is gone, is not sent, and the client's history says why.
  const verdict = await checkOutboxMessage(db, row);
  if (!verdict.shouldSend) {
    await markOutboxMessageNotSent(db, row.id, row.attempts, verdict.reason);
    await wakeLaterMessages(db, row, clock());
    return 'not_sent';
  }
  if (row.channel === 'sms' && !senders.sms.isGateway) {
    // No SMS gateway: the SMS goes nowhere, and the client's history says so.
    await markOutboxMessageNotSent(db, row.id, row.attempts, MESSAGES.clientMessages.noSmsGateway);
    await wakeLaterMessages(db, row, clock());
    return 'not_sent';
  }
  // The messages of one appointment leave in order: this one waits (its attempt not counted) while
  // an earlier one is still to leave; it is queued again once that one is settled (or due).
  const earlier = await findEarlierPendingMessage(db, row, clock());
  if (earlier) {
    const until = new Date(Math.max(earlier.sendAfter.getTime(), clock().getTime()));
    await postponeOutboxMessage(
      db,
      row.id,
      row.attempts,
      until,
      MESSAGES.clientMessages.waitingEarlierMessage,
    );
    return 'waiting';
  }
  const outcome =
    row.channel === 'sms'
      ? await sendSmsRow(options, row, fail, progress)
      : await sendEmailRow(options, row, fail, progress);
  if (outcome === 'sent' || outcome === 'failed') {
    await wakeLaterMessages(db, row, clock());
  }
  return outcome;
}

/**
 * A row of an appointment is settled: the later ones of its appointment held back behind it are due
 * now, so the dispatchers are woken (NOTIFY, on every server) instead of waiting for their round.
 */
async function wakeLaterMessages(db: Database, row: OutboxRow, now: Date): Promise<void> {
  if (row.companyId === null || row.missionId === null) {
    return;
  }
  await db.execute(sql`
    select pg_notify(${OUTBOX_DUE_CHANNEL}, '') from (
      select 1 from outbox_messages
      where company_id = ${row.companyId} and mission_id = ${row.missionId} and channel = ${row.channel}
        and id > ${row.id} and status = 'pending' and queued_at is null
        and send_after <= ${now.toISOString()}::timestamptz
      limit 1) as held`);
}

async function sendSmsRow(
  { db, senders }: SendOptions,
  row: OutboxRow,
  fail: (error: unknown) => Promise<SendOutcome>,
  progress: { delivered: boolean },
): Promise<SendOutcome> {
  try {
    await senders.sms.send({
      to: row.recipient,
      text: row.bodyText,
      idempotencyKey: `outbox-${row.id}`,
      sender: await senders.smsSenderFor?.(row),
    });
  } catch (error) {
    return fail(error);
  }
  progress.delivered = true;
  await markOutboxMessageSent(db, row.id, row.attempts);
  return 'sent';
}

/** A webhook delivery (decision 0037): the module's deliverer does the request, the outbox its retries. */
async function sendWebhookRow(
  { db, senders, clock = () => new Date() }: SendOptions,
  row: OutboxRow,
  fail: (error: unknown) => Promise<SendOutcome>,
  progress: { delivered: boolean },
): Promise<SendOutcome> {
  if (!senders.webhooks) {
    await releaseOutboxMessage(db, row.id, row.attempts, 'no webhook deliverer in this worker');
    return 'waiting';
  }
  const attempt = await senders.webhooks.deliver(row, clock());
  switch (attempt.outcome) {
    case 'delivered':
      progress.delivered = true;
      await markOutboxMessageSent(db, row.id, row.attempts);
      return 'sent';
    case 'failed':
      return fail(new Error(attempt.reason));
    case 'blocked':
      await postponeOutboxMessage(db, row.id, row.attempts, attempt.until, attempt.reason);
      return 'waiting';
    case 'dropped':
      await markOutboxMessageNotSent(db, row.id, row.attempts, attempt.reason);
      return 'not_sent';
  }
}

async function sendEmailRow(
  { db, senders, recorder, smtp }: SendOptions,
  row: OutboxRow,
  fail: (error: unknown) => Promise<SendOutcome>,
  progress: { delivered: boolean },
): Promise<SendOutcome> {
  const route = await senders.emailRouteFor(row);
  if (!route) {
    // No SMTP server for it yet: it waits, without counting an attempt.
    await releaseOutboxMessage(db, row.id, row.attempts, MESSAGES.clientMessages.noEmailServer);
    return 'waiting';
  }
  const raw = await composeEmail(row, route);
  const recording = await recorder.open(row.id, row.attempts);
  if (!recording) {
    return 'skipped';
  }
  const sessions = smtp ?? new SmtpSessions();
  try {
    await sessions.send({
      endpoint: route.endpoint,
      envelope: { from: route.from.address, to: row.recipient },
      raw,
    });
  } catch (error) {
    // Refused, or no answer to the final dot (RFC 5321: not delivered): tried again later. When
    // the server did keep a message whose answer was lost, the next attempt is a second copy with
    // the same Message-ID, which mailboxes fold; a message is never taken for sent on a guess.
    await recording.abandon();
    return fail(error);
  } finally {
    if (!smtp) {
      sessions.close();
    }
  }
  progress.delivered = true;
  await recording.settle();
  return 'sent';
}

export interface DispatchOptions {
  db: Database;
  queue: Pick<JobQueue, 'queueOutboxRows'>;
  now: Date;
  /** A queued row still pending this long after, with no sender holding it, lost its job. */
  staleAfterSeconds?: number;
  batchSize?: number;
  /** Work that turns due business state into outbox rows first (the invitations of imports). */
  dueWork?: readonly ((db: Database, now: Date) => Promise<unknown>)[];
  /** Only these companies' rows (tests sharing one database); `null` in the list: the operator's. */
  companyIds?: readonly (number | null)[];
}

export const OUTBOX_STALE_AFTER_SECONDS = 300;

/**
 * Queues a sending job for every row due at `now` and not queued yet, and again for a row queued
 * long ago that nobody holds (its job was lost with a crashed process): a batch at a time, rows
 * taken with SKIP LOCKED so that several servers dispatch side by side. Returns how many were queued.
 */
export async function dispatchOutbox({
  db,
  queue,
  now,
  staleAfterSeconds = OUTBOX_STALE_AFTER_SECONDS,
  batchSize = 1000,
  dueWork = [],
  companyIds,
}: DispatchOptions): Promise<number> {
  const scope = companyIds
    ? sql`and (company_id = any(${sql.raw(
        `array[${
          companyIds
            .filter((id) => id !== null)
            .map(Number)
            .join(',') || 0
        }]::int[]`,
      )})${companyIds.includes(null) ? sql` or company_id is null` : sql``})`
    : sql``;
  for (const work of dueWork) {
    await work(db, now);
  }
  const stale = new Date(now.getTime() - staleAfterSeconds * 1000);
  let queued = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`
        update outbox_messages set queued_at = ${now.toISOString()}::timestamptz
        where id in (
          select id from outbox_messages
          where status = 'pending' and send_after <= ${now.toISOString()}::timestamptz
            and (queued_at is null
              or (queued_at < ${stale.toISOString()}::timestamptz
                and (locked_until is null or locked_until < now())))
            ${scope}
          order by send_after, id
          limit ${batchSize}
          for update skip locked)
        returning id`,
      );
      return rows.map((row) => Number(row.id));
    });
    // Queued after the commit: a crash in between leaves the rows to the stale sweep.
    await queue.queueOutboxRows(ids);
    queued += ids.length;
    if (ids.length < batchSize) {
      return queued;
    }
  }
}

export interface OutboxWorkerOptions {
  handle: DatabaseHandle;
  queue: JobQueue;
  senders: OutboxSenders;
  /** Wakes the dispatcher at once when a message due now is committed (NOTIFY). */
  listener?: NotificationListener;
  clock?: () => Date;
  leaseSeconds?: number;
  staleAfterSeconds?: number;
  retryBaseSeconds?: number;
  /** How often the dispatcher looks for due rows (reminders, invitations, retries). */
  dispatchIntervalMs?: number;
  pollingIntervalSeconds?: number;
  dueWork?: DispatchOptions['dueWork'];
  companyIds?: DispatchOptions['companyIds'];
  onError?: (error: unknown) => void;
}

/**
 * Works the outbox: the dispatcher queues due rows (at start, every `dispatchIntervalMs`, and at
 * once on NOTIFY), the queue's jobs send them. `stop()` waits for the job in hand.
 */
export async function startOutboxWorker({
  handle,
  queue,
  senders,
  listener,
  clock = () => new Date(),
  leaseSeconds,
  staleAfterSeconds,
  retryBaseSeconds,
  dispatchIntervalMs = 30_000,
  pollingIntervalSeconds = 1,
  dueWork,
  companyIds,
  onError = (error) => console.error('[outbox]', error),
}: OutboxWorkerOptions): Promise<{
  stop: () => Promise<void>;
  dispatchNow: (afterOutage?: boolean) => Promise<void>;
}> {
  const { db } = handle;
  const recorder = await createSentRecorder(handle);
  const smtp = new SmtpSessions();
  const sendOptions: SendOptions = {
    db,
    senders,
    recorder,
    smtp,
    clock,
    ...(leaseSeconds === undefined ? {} : { leaseSeconds }),
    ...(retryBaseSeconds === undefined ? {} : { retryBaseSeconds }),
  };
  /** Rows a database outage left claimed by this process: settled by the next dispatch. */
  const stranded = new Map<number, { attempt: number; delivered: boolean }>();
  sendOptions.onOutage = ({ id, attempt, delivered }) => stranded.set(id, { attempt, delivered });
  const settleStranded = async () => {
    for (const [id, { attempt, delivered }] of stranded) {
      if (delivered) {
        // Its server took it: recorded sent, not sent twice (unless its lease ran out meanwhile).
        await markOutboxMessageSent(db, id, attempt);
      } else {
        await releaseOutboxMessage(db, id, attempt, MESSAGES.http[503]);
      }
      stranded.delete(id);
    }
  };
  const workerId = await queue.boss.work<{ outboxId: number }>(
    queue.queueName,
    { pollingIntervalSeconds, batchSize: 10, burstWhenBatchFull: true },
    async (jobs) => {
      for (const job of jobs) {
        await sendOutboxMessage(sendOptions, job.data.outboxId);
      }
    },
  );
  let running: Promise<void> | undefined;
  let isRequested = false;
  let isStopped = false;
  /** The database came back after an outage: the rows queued before it may have lost their jobs. */
  let isAfterOutage = false;
  const dispatchNow = (afterOutage = false): Promise<void> => {
    isAfterOutage ||= afterOutage;
    if (running) {
      isRequested = true;
      return running;
    }
    running = (async () => {
      do {
        isRequested = false;
        const requeueQueued = isAfterOutage;
        isAfterOutage = false;
        try {
          await settleStranded();
          await dispatchOutbox({
            db,
            queue,
            now: clock(),
            // After an outage, every pending row nobody holds is queued again (a job whose row is
            // sent by then is skipped), instead of waiting for the stale sweep.
            ...(requeueQueued
              ? { staleAfterSeconds: 0 }
              : staleAfterSeconds === undefined
                ? {}
                : { staleAfterSeconds }),
            ...(dueWork ? { dueWork } : {}),
            ...(companyIds ? { companyIds } : {}),
          });
        } catch (error) {
          isAfterOutage ||= requeueQueued;
          onError(error);
        }
      } while (isRequested && !isStopped);
      running = undefined;
    })();
    return running;
  };
  const timer = setInterval(() => void dispatchNow(), dispatchIntervalMs);
  timer.unref();
  let wasListening = true;
  const unlisten = await listener?.listen(OUTBOX_DUE_CHANNEL, () => void dispatchNow(), {
    // The listening connection lost and back: the database restarted (or was out of reach).
    onListening: (isListening) => {
      if (isListening && !wasListening) {
        void dispatchNow(true);
      }
      wasListening = isListening;
    },
  });
  await dispatchNow();
  return {
    dispatchNow,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
      await queue.boss.offWork(queue.queueName, { id: workerId, wait: true });
      await recorder.close();
      smtp.close();
    },
  };
}
