import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { updateRows } from '../db/queries.ts';
import { outboxMessages, type OutboxKind } from '../db/schema/index.ts';

/** `webhook`: a webhook delivery (decision 0037), sent by `OutboxSenders.webhooks`. */
export type OutboxChannel = 'email' | 'sms' | 'webhook';

/** The channel every server's worker listens on: "a message is due now", sent on commit. */
export const OUTBOX_DUE_CHANNEL = 'outbox_due';

export interface OutboxMessageInput {
  /** Null for the operator's own mail (contact form). */
  companyId: number | null;
  /** Same key, same message: enqueueing twice stores one row. */
  dedupeKey: string;
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  bodyText: string;
  bodyHtml?: string | null;
  kind?: OutboxKind;
  clientId?: number | null;
  missionId?: number | null;
  /**
   * The appointment's start the message names (date and first slot): checked against the
   * mission's before it leaves (`messageVerdict`).
   */
  announced?: { date: string; beginning: number } | null;
  /** Not before this instant (default: at once). */
  sendAfter?: Date;
  calendarIcs?: string | null;
  /** A PDF attached (base64), with its file name. */
  attachmentName?: string | null;
  attachmentBase64?: string | null;
  /** A cancelled row with this key becomes pending again (a reminder for an appointment moved back). */
  reviveCancelled?: boolean;
}

/** Something that wakes the sender for a new row, inside the caller's transaction. */
export interface OutboxNotifier {
  notify: (executor: Executor, outboxId: number) => Promise<void>;
}

/**
 * Records a message to send, in the caller's transaction (so it exists if and only if the business
 * change commits). A message due now wakes the workers on commit (NOTIFY), or has its sending job
 * queued in the same transaction when a notifier is given; a later one waits for the dispatcher.
 * Returns the row id, or null when a row with this dedupe key already exists.
 */
export async function enqueueOutboxMessage(
  executor: Executor,
  input: OutboxMessageInput,
  notifier?: OutboxNotifier,
  now: Date = new Date(),
): Promise<number | null> {
  const isDue = !input.sendAfter || input.sendAfter.getTime() <= now.getTime();
  const values = {
    companyId: input.companyId,
    dedupeKey: input.dedupeKey,
    channel: input.channel,
    recipient: input.recipient,
    subject: input.subject ?? '',
    bodyText: input.bodyText,
    bodyHtml: input.bodyHtml ?? null,
    kind: input.kind ?? 'contact',
    clientId: input.clientId ?? null,
    missionId: input.missionId ?? null,
    announcedDate: input.announced?.date ?? null,
    announcedBeginning: input.announced?.beginning ?? null,
    sendAfter: input.sendAfter ?? now,
    calendarIcs: input.calendarIcs ?? null,
    attachmentName: input.attachmentName ?? null,
    attachmentBase64: input.attachmentBase64 ?? null,
    queuedAt: isDue && notifier ? now : null,
  };
  const insert = executor.insert(outboxMessages).values(values);
  const [row] = await (
    input.reviveCancelled
      ? insert.onConflictDoUpdate({
          target: outboxMessages.dedupeKey,
          set: {
            ...values,
            status: 'pending',
            attempts: 0,
            lastError: null,
            lockedUntil: null,
            sentAt: null,
          },
          setWhere: eq(outboxMessages.status, 'cancelled'),
        })
      : insert.onConflictDoNothing({ target: outboxMessages.dedupeKey })
  ).returning({ id: outboxMessages.id });
  if (!row) {
    return null;
  }
  if (isDue) {
    if (notifier) {
      await notifier.notify(executor, row.id);
    } else {
      await executor.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`);
    }
  }
  return row.id;
}

/** Cancels a company's pending messages of these kinds for a mission (a reschedule or a cancellation). */
export async function cancelPendingMissionMessages(
  executor: Executor,
  companyId: number,
  missionId: number,
  kinds: readonly OutboxKind[],
): Promise<number> {
  const rows = await executor
    .update(outboxMessages)
    .set({ status: 'cancelled', lockedUntil: null })
    .where(
      and(
        eq(outboxMessages.companyId, companyId),
        eq(outboxMessages.missionId, missionId),
        eq(outboxMessages.status, 'pending'),
        inArray(outboxMessages.kind, [...kinds]),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** Default lease: how long a sender may hold a row before another may take it over (crash recovery). */
export const OUTBOX_LEASE_SECONDS = 120;

/**
 * Takes a pending row for sending (the dispatcher queued it once due): only one sender holds it at a time (a lease, so that the
 * SMTP exchange happens outside any transaction). The row comes back with `attempts` counting this
 * attempt: the token that recording "sent" checks. Undefined when the row is sent, failed,
 * cancelled, or held by another sender.
 */
export async function claimOutboxMessage(
  executor: Executor,
  outboxId: number,
  leaseSeconds: number = OUTBOX_LEASE_SECONDS,
) {
  const [row] = await executor
    .update(outboxMessages)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(
      and(
        eq(outboxMessages.id, outboxId),
        eq(outboxMessages.status, 'pending'),
        or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/**
 * Gives a claimed row back (no sender available for it yet, `reason` says why): its attempt is not
 * counted; it goes when a worker starts with a sender for it, or at the next stale sweep.
 */
export async function releaseOutboxMessage(
  executor: Executor,
  outboxId: number,
  attempt: number,
  reason: string,
) {
  await executor
    .update(outboxMessages)
    .set({ lockedUntil: null, attempts: sql`${outboxMessages.attempts} - 1`, lastError: reason })
    .where(and(eq(outboxMessages.id, outboxId), eq(outboxMessages.attempts, attempt)));
}

/** The row while `attempt` still holds it: pending, its attempts not moved on by another sender. */
const heldBy = (outboxId: number, attempt: number) =>
  and(
    eq(outboxMessages.id, outboxId),
    eq(outboxMessages.status, 'pending'),
    eq(outboxMessages.attempts, attempt),
  )!;

/**
 * Records the row sent, if this attempt still holds it (a sender whose lease was taken over
 * records nothing). True when recorded.
 */
export async function markOutboxMessageSent(
  executor: Executor,
  outboxId: number,
  attempt: number,
): Promise<boolean> {
  const sent = { status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null } as const;
  return (await updateRows(executor, outboxMessages, sent, heldBy(outboxId, attempt))) > 0;
}

/**
 * Puts a claimed row back to wait until `sendAfter` (a webhook whose mission has an earlier
 * delivery still pending), if this attempt still holds it: the attempt is not counted, and the
 * dispatcher queues it again once due.
 */
export async function postponeOutboxMessage(
  executor: Executor,
  outboxId: number,
  attempt: number,
  sendAfter: Date,
  reason: string,
): Promise<boolean> {
  const postponed = {
    lockedUntil: null,
    queuedAt: null,
    sendAfter,
    lastError: reason,
    attempts: sql`${outboxMessages.attempts} - 1`,
  };
  return (await updateRows(executor, outboxMessages, postponed, heldBy(outboxId, attempt))) > 0;
}

/**
 * Records that the row was not sent and will not be (no sender for its channel, `reason` says
 * why), if this attempt still holds it. A resend from the client's history makes a new row.
 */
export async function markOutboxMessageNotSent(
  executor: Executor,
  outboxId: number,
  attempt: number,
  reason: string,
): Promise<boolean> {
  const notSent = { status: 'not_sent', sentAt: null, lockedUntil: null, lastError: reason } as const;
  return (await updateRows(executor, outboxMessages, notSent, heldBy(outboxId, attempt))) > 0;
}

/**
 * Records a failed attempt: the row waits `retryAfterSeconds` and is dispatched again, or, after
 * the last attempt (`retryAfterSeconds` null), is marked failed with its reason.
 */
export async function markOutboxMessageFailed(
  executor: Executor,
  outboxId: number,
  error: string,
  retryAfterSeconds: number | null,
  now: Date = new Date(),
) {
  await executor
    .update(outboxMessages)
    .set({
      status: retryAfterSeconds === null ? 'failed' : 'pending',
      sentAt: null,
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      queuedAt: null,
      ...(retryAfterSeconds === null
        ? {}
        : { sendAfter: new Date(now.getTime() + retryAfterSeconds * 1000) }),
    })
    .where(eq(outboxMessages.id, outboxId));
}

/** Rows still to send (due or not), oldest first, a batch at a time: ids above `afterId`, at most `limit`. */
export async function findPendingOutboxIds(
  executor: Executor,
  { afterId = 0, limit = 1000 }: { afterId?: number; limit?: number } = {},
) {
  const rows = await executor
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), gt(outboxMessages.id, afterId)))
    .orderBy(outboxMessages.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
