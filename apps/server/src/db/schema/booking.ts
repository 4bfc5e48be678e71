import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';
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
    ...companyRow(),
    clientId: integer('client_id').notNull(),
    publicId: text('public_id').notNull(),
    /** 'booking' (a first appointment) or 'reschedule' (replaces the client's appointment). */
    purpose: text('purpose').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    beginning: integer('beginning').notNull(),
    ending: integer('ending').notNull(),
    /** The team, the lead first. */
    agentIds: integer('agent_ids').array().notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('booking_proposals_public_id_unique').on(table.publicId),
    index('booking_proposals_client_idx').on(table.companyId, table.clientId),
    companyForeignKey(table, table.clientId, clients).onDelete('cascade'),
    check('booking_proposals_purpose_check', sql`${table.purpose} in ('booking', 'reschedule')`),
  ],
);

export const BOOKING_EVENT_KINDS = [
  'confirmed',
  'rescheduled',
  'cancelled',
  'declined',
  'erasure_requested',
  // The link's steps before a booking (Analytics Avancé's funnel, issue 23), with `via` in details.
  'opened',
  'slot_chosen',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/**
 * What a client did through its link, for the company: a booking, a reschedule, a cancellation
 * (with the slot it freed), proposals declined, a request to erase its data.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    ...companyRow(),
    clientId: integer('client_id').notNull(),
    kind: text('kind').$type<BookingEventKind>().notNull(),
    /** The slot concerned (date, beginning, ending, agent ids, mission id), when there is one. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    index('booking_events_company_kind_idx').on(table.companyId, table.kind, table.createdAt),
    index('booking_events_client_idx').on(table.companyId, table.clientId),
    // Analytics: whether a cancelled mission was cancelled by its client (issue 23).
    index('booking_events_cancelled_mission_idx')
      .on(table.companyId, sql`(${table.details} ->> 'mission_id')`)
      .where(sql`${table.kind} = 'cancelled'`),
    companyForeignKey(table, table.clientId, clients).onDelete('cascade'),
    check(
      'booking_events_kind_check',
      sql`${table.kind} in ('confirmed', 'rescheduled', 'cancelled', 'declined', 'erasure_requested', 'opened', 'slot_chosen')`,
    ),
  ],
);
