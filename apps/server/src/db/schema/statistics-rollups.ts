import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns.ts';

/**
 * Rollups of Statistiques and Analytics Avancé (issue 23, docs/decisions/0032-statistics-rollups.md):
 * kept by the database (triggers of migration 0030, hand-written) in the statement that changes
 * missions, sessions, their agents, clients' or agents' places, invitations and booking events,
 * whatever writes them; the calls sum these rows instead of every session of the period. Nothing
 * else writes them.
 */

/** Missions per month of their first session, operation (0: none) and completion. */
export const statisticsMissionMonths = pgTable(
  'statistics_mission_months',
  {
    companyId: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    operationKey: integer('operation_key').notNull(),
    isCompleted: boolean('is_completed').notNull(),
    missions: integer('missions').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month, table.operationKey, table.isCompleted] })],
);

/** Clients per month of their creation (Paris time): the clients at a year's start and end. */
export const statisticsClientMonths = pgTable(
  'statistics_client_months',
  {
    companyId: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    clients: integer('clients').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] })],
);

/** Each agent's share of one mission (a mission is 1, split between its sessions, then their agents). */
export const statisticsAgentParts = pgTable(
  'statistics_agent_parts',
  {
    companyId: companyIdColumn(),
    missionId: integer('mission_id').notNull(),
    agentId: integer('agent_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    isCompleted: boolean('is_completed').notNull(),
    share: numeric('share').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.missionId, table.agentId] }),
    index('statistics_agent_parts_month_idx').on(table.companyId, table.month, table.agentId),
  ],
);

/** The agents' shares summed per month of the missions' first session and completion. */
export const statisticsAgentMonths = pgTable(
  'statistics_agent_months',
  {
    companyId: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    agentId: integer('agent_id').notNull(),
    isCompleted: boolean('is_completed').notNull(),
    share: numeric('share').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month, table.agentId, table.isCompleted] })],
);

/**
 * Per agent (0: all agents), day and operation (-1: all operations): booked slots per hour
 * (8h … 16h, nine counts), and travel minutes by the engine's rule over that day's stops of the
 * agent (of that operation only, when one is named), sessions cancelled left out. A row with
 * `is_month` sums the days of the month starting at `day`: a period reads its whole months there.
 */
export const analyticsAgentDays = pgTable(
  'analytics_agent_days',
  {
    companyId: companyIdColumn(),
    operationKey: integer('operation_key').notNull(),
    agentKey: integer('agent_key').notNull(),
    isMonth: boolean('is_month').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hourSlots: integer('hour_slots').array().notNull(),
    bookedSlots: integer('booked_slots').notNull(),
    travelMinutes: integer('travel_minutes').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.companyId, table.operationKey, table.isMonth, table.agentKey, table.day],
    }),
    // The days at the ends of a period, for every agent.
    index('analytics_agent_days_period_idx').on(
      table.companyId,
      table.operationKey,
      table.isMonth,
      table.day,
    ),
    // What the triggers recompute: a company's day (every agent), an agent's month.
    index('analytics_agent_days_day_idx').on(table.companyId, table.day),
    index('analytics_agent_days_agent_idx').on(table.companyId, table.agentKey, table.day),
  ],
);

/** The clients' cancellations, reschedules and declines (booking events) per Paris day and kind. */
export const analyticsChangeDays = pgTable(
  'analytics_change_days',
  {
    companyId: companyIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    events: integer('events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.kind] })],
);

/**
 * One invitation sent (an `invitation` of the outbox) and what its client did after it on that
 * channel: opened, chose a slot, booked (the first mission through the link), the mission done.
 * `previous_sent_day`: the day of the same client's previous invitation on that channel ('-infinity'
 * for none), so that a period keeps each client's first invitation in it without sorting.
 */
export const analyticsInvitations = pgTable(
  'analytics_invitations',
  {
    companyId: companyIdColumn(),
    messageId: integer('message_id').notNull(),
    clientId: integer('client_id').notNull(),
    channel: text('channel').notNull(),
    operationId: integer('operation_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentDay: date('sent_day', { mode: 'string' }).notNull(),
    previousSentDay: date('previous_sent_day', { mode: 'string' }).notNull(),
    opened: boolean('opened').notNull(),
    chosen: boolean('chosen').notNull(),
    bookedMissionId: integer('booked_mission_id'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    done: boolean('done').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.messageId] }),
    index('analytics_invitations_day_idx').on(table.companyId, table.sentDay),
    index('analytics_invitations_client_idx').on(table.companyId, table.clientId),
    index('analytics_invitations_mission_idx').on(table.companyId, table.bookedMissionId),
  ],
);

/**
 * The invitations summed per day sent, channel, client's operation (0: none) and previous
 * invitation's day: the funnel's counts, and the hours from each invitation to its booking.
 */
export const analyticsInvitationDays = pgTable(
  'analytics_invitation_days',
  {
    companyId: companyIdColumn(),
    sentDay: date('sent_day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    operationKey: integer('operation_key').notNull(),
    previousSentDay: date('previous_sent_day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull(),
    opened: integer('opened').notNull(),
    chosen: integer('chosen').notNull(),
    confirmed: integer('confirmed').notNull(),
    done: integer('done').notNull(),
    bookingHours: doublePrecision('booking_hours').array().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.companyId, table.sentDay, table.channel, table.operationKey, table.previousSentDay],
    }),
  ],
);
