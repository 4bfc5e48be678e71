import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { readResponseSchema, rowIdSchema, successResponseSchema } from '../common/responses.ts';
import { idOf } from '../common/fields.ts';
import { MESSAGE_KINDS, type MessageKind } from '../messaging/email-texts.ts';

const m = MESSAGES.clientMessages;

/** `POST /client/messages`, `POST /client/send-link`: one client of the company. */
export const clientMessagesSchema = z.object({ clientId: idOf(MESSAGES.clients.idRequired) });
export type ClientMessagesInput = z.infer<typeof clientMessagesSchema>;

/** `POST /client/messages/resend`: one message of that client, sent again. */
export const resendClientMessageSchema = z.object({
  clientId: idOf(MESSAGES.clients.idRequired),
  messageId: idOf(m.notFound),
});
export type ResendClientMessageInput = z.infer<typeof resendClientMessageSchema>;

/** What the client's history calls each kind of message. */
export const CLIENT_MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  invitation: 'Lien de réservation',
  confirmation: 'Confirmation',
  reminder_d7: 'Rappel J-7',
  reminder_d1: 'Rappel J-1',
  reschedule: 'Rendez-vous déplacé',
  cancellation: 'Annulation',
  en_route: 'Technicien en route',
  express_slot: 'Créneau express proposé',
  booking_reminder: 'Relance de réservation',
  session_report: "Rapport d'intervention",
  satisfaction: 'Question de satisfaction',
};

export const CLIENT_MESSAGE_STATUS_LABELS = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
  cancelled: 'Annulé',
  /** Kept but handed to no one (no SMS gateway): `last_error` says why. */
  not_sent: 'Non envoyé',
} as const;

export const CLIENT_MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'cancelled', 'not_sent'] as const;

export const clientMessageSchema = z.strictObject({
  id: rowIdSchema,
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(CLIENT_MESSAGE_STATUSES),
  /** When it goes (or went) out: ISO instant. */
  send_after: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  attempts: z.number().int(),
  /** The reason of the last failed attempt, or why it was not sent, in French. */
  last_error: z.string().nullable(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const clientMessagesResponseSchema = readResponseSchema({
  messages: z.array(clientMessageSchema),
});
export type ClientMessagesResponse = z.infer<typeof clientMessagesResponseSchema>;

/** A link or message queued: how many messages (one per channel) leave. */
export const messagesQueuedResponseSchema = successResponseSchema({ queued: z.number().int() });
export type MessagesQueuedResponse = z.infer<typeof messagesQueuedResponseSchema>;
