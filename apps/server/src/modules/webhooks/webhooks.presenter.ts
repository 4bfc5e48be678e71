import type { Webhook, WebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from '@tourneo/domain';
import type { DeliveryRow, WebhookEndpointRow } from './webhooks.repository.ts';

export function presentWebhook(row: WebhookEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    is_enabled: row.disabledAt === null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    failure_streak: row.failureStreak,
    created_at: row.createdAt.toISOString(),
  };
}

/** The outbox's status as the log says it (a row the purge removed counts as sent or failed by its answer). */
function statusOf(row: DeliveryRow): WebhookDeliveryStatus {
  switch (row.status) {
    case 'pending':
    case 'sent':
    case 'failed':
    case 'not_sent':
      return row.status;
    case 'cancelled':
      return 'not_sent';
    case null:
      return row.httpStatus !== null && row.httpStatus >= 200 && row.httpStatus < 300 ? 'sent' : 'failed';
  }
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  const status = statusOf(row);
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType as WebhookEventType,
    status,
    attempts: row.attempts ?? 0,
    http_status: row.httpStatus,
    // Why a row was not sent (its endpoint disabled or deleted), else the receiver's last answer.
    response_excerpt: (status === 'not_sent' ? row.lastError : null) ?? row.responseExcerpt,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  };
}
