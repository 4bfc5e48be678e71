import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export type OutboxChannel = 'email' | 'sms';

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
}

/** Something that wakes the sender for a new row, inside the caller's transaction. */
export interface OutboxNotifier {
  notify: (executor: Executor, outboxId: number) => Promise<void>;
}

/**
 * Records a message to send, in the caller's transaction (so it exists if and only if the business
 * change commits), and queues its sending job in the same transaction when a notifier is given.
 * Returns the row id, or null when a row with this dedupe key already exists.
 */
export async function enqueueOutboxMessage(
  executor: Executor,
  input: OutboxMessageInput,
  notifier?: OutboxNotifier,
): Promise<number | null> {
  const [row] = await executor
    .insert(outboxMessages)
    .values({
      companyId: input.companyId,
      dedupeKey: input.dedupeKey,
      channel: input.channel,
      recipient: input.recipient,
      subject: input.subject ?? '',
      bodyText: input.bodyText,
      bodyHtml: input.bodyHtml ?? null,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  if (!row) {
    return null;
  }
  await notifier?.notify(executor, row.id);
  return row.id;
}

/** How long a sender may hold a row before another may take it over (crash recovery). */
export const OUTBOX_LEASE_SECONDS = 120;

/**
 * Takes a pending row for sending: only one sender holds it at a time (a lease, so that the
 * SMTP exchange happens outside any transaction). Undefined when the row is sent, failed,
 * or held by another sender.
 */
export async function claimOutboxMessage(executor: Executor, outboxId: number) {
  const [row] = await executor
    .update(outboxMessages)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${OUTBOX_LEASE_SECONDS})`,
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

export async function markOutboxMessageSent(executor: Executor, outboxId: number) {
  await executor
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(outboxMessages.id, outboxId));
}

/** Records a failed attempt; the row stays pending for the next retry unless it is the last one. */
export async function markOutboxMessageFailed(
  executor: Executor,
  outboxId: number,
  error: string,
  isFinal: boolean,
) {
  await executor
    .update(outboxMessages)
    .set({ status: isFinal ? 'failed' : 'pending', lastError: error.slice(0, 2000), lockedUntil: null })
    .where(eq(outboxMessages.id, outboxId));
}

/** Rows still to send, oldest first, a batch at a time: ids above `afterId`, at most `limit`. */
export async function findPendingOutboxIds(
  executor: Executor,
  channel: OutboxChannel,
  { afterId = 0, limit = 1000 }: { afterId?: number; limit?: number } = {},
) {
  const rows = await executor
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        eq(outboxMessages.channel, channel),
        gt(outboxMessages.id, afterId),
      ),
    )
    .orderBy(outboxMessages.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
