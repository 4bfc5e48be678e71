import { sql } from 'drizzle-orm';
import { MESSAGE_KINDS } from '@tourneo/domain';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, instantColumn } from './columns.ts';
import { companies } from './companies.ts';

/**
 * A client's messages (packages/domain messaging), the operator's contact-form mail, and an
 * agent's invitation to choose a password.
 */
export const OUTBOX_KINDS = [
  'contact',
  'agent_invitation',
  // A person's invitation and password reset (issue 26).
  'person_invitation',
  'password_reset',
  // A webhook delivery (channel 'webhook') and the e-mail telling a company one was disabled (issue 27).
  'webhook',
  'webhook_disabled',
  ...MESSAGE_KINDS,
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** `not_sent`: kept, never handed to anyone (no SMS gateway is configured); `last_error` says why. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'cancelled', 'not_sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail and SMS leaves through this table: written in the same transaction as the business
 * change, then sent by the outbox job (apps/server/src/jobs/). `company_id` is null for the
 * operator's own mail (contact form). `dedupe_key` makes enqueueing the same message twice a no-op
 * (docs/decisions/0016-messaging.md): kind, client, mission, date and channel.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    kind: text('kind').$type<OutboxKind>().notNull().default('contact'),
    /** The client it is for (no foreign key: the history outlives a mission, and a deleted client's rows go with it). */
    clientId: integer('client_id'),
    missionId: integer('mission_id'),
    /**
     * The appointment's start the message names (date and first slot), as it was when written: the
     * worker checks it against the mission's before sending (`messageVerdict`, issue 39). Null for
     * messages that name none, and on rows written before.
     */
    announcedDate: date('announced_date', { mode: 'string' }),
    announcedBeginning: integer('announced_beginning'),
    /** Not sent before this instant (reminders, invitations at 9h00 Paris time). */
    sendAfter: instantColumn('send_after').notNull().defaultNow(),
    /** When its sending job was queued (null: the dispatcher queues it once due). */
    queuedAt: instantColumn('queued_at'),
    /** An .ics attachment (confirmations), as text. */
    calendarIcs: text('calendar_ics'),
    /** A PDF attachment (the intervention report of automations), base64, and its file name. */
    attachmentName: text('attachment_name'),
    attachmentBase64: text('attachment_base64'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A sender's lease: while in the future, no other sender picks the row. */
    lockedUntil: instantColumn('locked_until'),
    sentAt: instantColumn('sent_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('outbox_messages_dedupe_key_unique').on(table.dedupeKey),
    index('outbox_messages_pending_idx').on(table.status, table.id),
    index('outbox_messages_company_idx').on(table.companyId),
    // The dispatcher's due rows not yet queued.
    index('outbox_messages_due_idx')
      .on(table.sendAfter)
      .where(sql`${table.status} = 'pending' and ${table.queuedAt} is null`),
    // A client's history, newest first; a mission's pending reminders.
    index('outbox_messages_client_idx').on(table.companyId, table.clientId, table.createdAt),
    index('outbox_messages_mission_idx')
      .on(table.companyId, table.missionId)
      .where(sql`${table.missionId} is not null`),
    check('outbox_messages_channel_check', sql`${table.channel} in ('email', 'sms', 'webhook')`),
    check(
      'outbox_messages_status_check',
      sql`${table.status} in ('pending', 'sent', 'failed', 'cancelled', 'not_sent')`,
    ),
    check(
      'outbox_messages_kind_check',
      sql`${table.kind} in ('contact', 'agent_invitation', 'person_invitation', 'password_reset', 'webhook', 'webhook_disabled', 'invitation', 'confirmation', 'reminder_d7', 'reminder_d1', 'reschedule', 'cancellation', 'en_route', 'express_slot', 'booking_reminder', 'session_report', 'satisfaction')`,
    ),
  ],
);
