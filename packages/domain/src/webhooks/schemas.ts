import { z } from 'zod';
import '../zod-locale.ts';
import { WEBHOOKS_MESSAGES as M } from '../messages/webhooks-fr.ts';
import { idOf } from '../common/fields.ts';
import { readResponseSchema, rowIdSchema, successResponseSchema } from '../common/responses.ts';

/** The events a webhook may follow (issue 27). */
export const WEBHOOK_EVENT_TYPES = [
  'mission.created',
  'mission.updated',
  'mission.deleted',
  'session.completed',
  'booking.confirmed',
  'booking.cancelled',
  'client.imported',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 2000;
/** Webhooks a company may hold at once. */
export const WEBHOOKS_MAX = 20;
/** Consecutive failed attempts after which an endpoint is disabled (and the company told). */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 10;
/** The headers of every delivery (decision 0037). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
/** The delivery log's page size. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 50;

/**
 * A webhook's address: a complete https URL (http only where the server allows private addresses,
 * as tests do; the server checks that again, and where it resolves), no user or password in it.
 */
export const webhookUrlSchema = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(WEBHOOK_URL_MAX, M.urlTooLong)
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: M.urlInvalid });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      context.addIssue({ code: 'custom', message: M.urlNotHttps });
    } else if (url.username || url.password) {
      context.addIssue({ code: 'custom', message: M.urlCredentials });
    }
  });

/** `POST /webhooks/create`. */
export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: M.eventInvalid }), { error: M.eventsRequired })
    .min(1, M.eventsRequired)
    .max(WEBHOOK_EVENT_TYPES.length, M.eventInvalid)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;
export type WebhookFormValues = z.input<typeof createWebhookSchema>;

/** `POST /webhooks/delete`, `/rotate-secret`, `/enable`. */
export const webhookIdSchema = z.object({ id: idOf(M.webhookNotFound) });
/** `POST /webhooks/deliveries`: a page of an endpoint's log, newest first. */
export const webhookDeliveriesSchema = z.object({
  id: idOf(M.webhookNotFound),
  page: z.int({ error: M.pageInvalid }).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
});
/** `POST /webhooks/redeliver`. */
export const redeliverWebhookSchema = z.object({ deliveryId: idOf(M.deliveryNotFound) });

/** A webhook as the list shows it: never its secret. */
export const webhookSchema = z.strictObject({
  id: rowIdSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  is_enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  failure_streak: z.number().int(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One delivery of an event to an endpoint, as the log shows it. */
export const webhookDeliverySchema = z.strictObject({
  id: rowIdSchema,
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  http_status: z.number().int().nullable(),
  /** The receiver's answer, its first characters only; or why it failed. */
  response_excerpt: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `POST /webhooks/get-all`. */
export const webhookListResponseSchema = readResponseSchema({ webhooks: z.array(webhookSchema) });
/** `POST /webhooks/create` and `/rotate-secret`: the signing secret, this once. */
export const webhookSecretResponseSchema = successResponseSchema({
  webhook: webhookSchema,
  secret: z.string(),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;
/** `POST /webhooks/delete`, `/enable`. */
export const webhookResponseSchema = successResponseSchema({ webhook: webhookSchema });
/** `POST /webhooks/deliveries`. */
export const webhookDeliveriesResponseSchema = readResponseSchema({
  deliveries: z.array(webhookDeliverySchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
/** `POST /webhooks/redeliver`: the new delivery. */
export const webhookRedeliveredResponseSchema = successResponseSchema({ delivery: webhookDeliverySchema });
