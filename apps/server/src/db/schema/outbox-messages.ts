import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Every e-mail and SMS leaves through this table: written in the same transaction as the business
 * change, then sent by the outbox job (apps/server/src/jobs/). `company_id` is null for the
 * operator's own mail (contact form). `dedupe_key` makes enqueueing the same message twice a no-op.
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
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A sender's lease: while in the future, no other sender picks the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_messages_dedupe_key_unique').on(table.dedupeKey),
    index('outbox_messages_pending_idx').on(table.status, table.id),
    index('outbox_messages_company_idx').on(table.companyId),
    check('outbox_messages_channel_check', sql`${table.channel} in ('email', 'sms')`),
    check('outbox_messages_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
