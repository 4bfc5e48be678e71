import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

/**
 * Booking invitations to send to imported clients ("Les clients recevront des mails dès demain"):
 * a CSV import records one pending row per client, scheduled for the next working day at 9h00
 * Paris time; the booking module's mailer sends them and changes their status.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    // No foreign key of its own to companies: the one to (company_id, client_id) already ties the
    // row to a client of that company (whose company_id references companies, cascading on delete).
    // A CSV import writes one invitation per client, and each foreign key costs one check per row.
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    campagne: text('campagne'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    check(
      'client_invitations_status_check',
      sql`${table.status} in ('pending', 'sent', 'failed', 'cancelled')`,
    ),
    // At most one pending invitation per client: a re-import does not mail twice.
    uniqueIndex('client_invitations_pending_unique')
      .on(table.companyId, table.clientId)
      .where(sql`${table.status} = 'pending'`),
    index('client_invitations_due_idx')
      .on(table.scheduledFor)
      .where(sql`${table.status} = 'pending'`),
  ],
);
