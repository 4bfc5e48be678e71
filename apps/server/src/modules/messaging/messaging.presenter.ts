import { formatPhoneNumber, type ClientMessage } from '@tourneo/domain';
import type * as repository from './messaging.repository.ts';

type OutboxRow = Awaited<ReturnType<typeof repository.findClientOutboxRows>>[number];

/** One of a client's messages as the back office lists it (a phone number written the French way). */
export function presentClientMessage(row: OutboxRow): ClientMessage {
  return {
    id: row.id,
    kind: row.kind as ClientMessage['kind'],
    channel: row.channel as ClientMessage['channel'],
    recipient: row.channel === 'sms' ? formatPhoneNumber(row.recipient) : row.recipient,
    subject: row.subject,
    status: row.status,
    send_after: row.sendAfter.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    attempts: row.attempts,
    last_error: row.lastError,
  };
}
