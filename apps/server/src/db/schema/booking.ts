import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { clients } from './clients.ts';

/**
 * The slots proposed to a client (by its booking link, or to a planner for it): only a slot
 * recorded here for the link, not expired, and still feasible can be confirmed
 * (docs/decisions/0014-booking.md). `public_id` is what the booking page sends back: random, so a
 * crafted request cannot name a slot that was never proposed.
 */
export const bookingProposals = pgTable(
  'booking_proposals',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    publicId: text('public_id').notNull(),
    /** 'booking' (a first appointment) or 'reschedule' (replaces the client's appointment). */
    purpose: text('purpose').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    beginning: integer('beginning').notNull(),
    ending: integer('ending').notNull(),
    /** The team, the lead first. */
    agentIds: integer('agent_ids').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('booking_proposals_public_id_unique').on(table.publicId),
    index('booking_proposals_client_idx').on(table.companyId, table.clientId),
    foreignKey({
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    check('booking_proposals_purpose_check', sql`${table.purpose} in ('booking', 'reschedule')`),
  ],
);

export const BOOKING_EVENT_KINDS = [
  'confirmed',
  'rescheduled',
  'cancelled',
  'declined',
  'erasure_requested',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/**
 * What a client did through its link, for the company: a booking, a reschedule, a cancellation
 * (with the slot it freed), proposals declined, a request to erase its data.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    kind: text('kind').$type<BookingEventKind>().notNull(),
    /** The slot concerned (date, beginning, ending, agent ids, mission id), when there is one. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('booking_events_company_kind_idx').on(table.companyId, table.kind, table.createdAt),
    index('booking_events_client_idx').on(table.companyId, table.clientId),
    foreignKey({
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    check(
      'booking_events_kind_check',
      sql`${table.kind} in ('confirmed', 'rescheduled', 'cancelled', 'declined', 'erasure_requested')`,
    ),
  ],
);
