import { sql } from 'drizzle-orm';
import type { BillingStatus, CreationType, SessionAgentRole, SessionStatus } from '@tourneo/domain';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  companyForeignKey,
  companyKey,
  companyRow,
  createdAtColumn,
  instantColumn,
  rowIdColumn,
  updatedAtColumn,
} from './columns.ts';
import { operations } from './operations.ts';
import { agents } from './agents.ts';
import { clients } from './clients.ts';

/** A mission ("rdv"): a client's appointment, with one or more sessions. */
export const missions = pgTable(
  'missions',
  {
    ...companyRow(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    adresse: text('adresse').notNull(),
    appartement: text('appartement'),
    operationId: integer('operation_id'),
    comments: text('comments'),
    status: text('status').$type<SessionStatus>().notNull().default('planned'),
    missionType: text('mission_type').notNull().default('simple'),
    isMultiSession: boolean('is_multi_session').notNull().default(false),
    isMultiAgent: boolean('is_multi_agent').notNull().default(false),
    /** Totals kept by the missions module in the transaction of every change. */
    totalSessions: integer('total_sessions').notNull().default(0),
    totalAgents: integer('total_agents').notNull().default(0),
    /** In slots of 15 minutes. */
    totalDuration: integer('total_duration').notNull().default(0),
    leadAgentId: integer('lead_agent_id'),
    /** How it was booked, for billing: automatic (link), semi_automatic (operator validates), manual (calendar). */
    creationType: text('creation_type').$type<CreationType>().notNull().default('manual'),
    /** Billing (issue 22): pending -> billed -> paid, only forward (modules/billing). */
    billingStatus: text('billing_status').$type<BillingStatus>().notNull().default('pending'),
    /** The price it was billed at (euro cents HT), frozen by 'Marquer facturé'. */
    billingPriceCents: integer('billing_price_cents'),
    billedAt: instantColumn('billed_at'),
    paidAt: instantColumn('paid_at'),
    /**
     * Its first session (by date, start, id): the billing month it belongs to. Kept by the
     * database (trigger `missions_follow_first_session`, migration 0025) whatever writes the
     * sessions; null while it has none.
     */
    firstSessionDate: date('first_session_date', { mode: 'string' }),
    firstSessionBeginning: integer('first_session_beginning'),
    firstSessionEnding: integer('first_session_ending'),
    /** The client it was booked for, when it comes from the clients list or a booking link. */
    clientId: integer('client_id'),
    /** Which link the client booked through ('email' or 'sms'), for billing by channel. */
    bookedVia: text('booked_via'),
    /**
     * The appointment's start the client was last told about (confirmation or reschedule notice);
     * null while it was never told. A change of start then sends a notice and new reminders.
     */
    notifiedStart: instantColumn('notified_start'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.operationId, operations),
    companyForeignKey(table, table.leadAgentId, agents),
    // A deleted client leaves its missions (they keep their own copy of its name and address):
    // the migration sets only client_id to null (`ON DELETE SET NULL ("client_id")`), drizzle-kit
    // cannot write that column list.
    companyForeignKey(table, table.clientId, clients).onDelete('set null'),
    check(
      'missions_status_check',
      sql`${table.status} in ('planned', 'in_progress', 'completed', 'cancelled')`,
    ),
    check('missions_booked_via_check', sql`${table.bookedVia} in ('email', 'sms')`),
    check(
      'missions_creation_type_check',
      sql`${table.creationType} in ('automatic', 'semi_automatic', 'manual')`,
    ),
    check('missions_billing_status_check', sql`${table.billingStatus} in ('pending', 'billed', 'paid')`),
    index('missions_company_operation_idx').on(table.companyId, table.operationId),
    index('missions_company_client_idx').on(table.companyId, table.clientId),
    index('missions_company_created_idx').on(table.companyId, table.createdAt),
    // The billing month: the missions whose first session is between two dates.
    index('missions_company_first_session_idx').on(table.companyId, table.firstSessionDate),
    // Analytics' cancellations by the company (issue 23).
    index('missions_company_cancelled_idx')
      .on(table.companyId, table.firstSessionDate)
      .where(sql`${table.status} = 'cancelled'`),
  ],
);

/** One visit of a mission: a date and a range of quarter-hour slots. */
export const missionSessions = pgTable(
  'mission_sessions',
  {
    companyId: integer('company_id').notNull(),
    id: rowIdColumn(),
    missionId: integer('mission_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** First slot (0 = 8h00), included. */
    beginning: integer('beginning').notNull(),
    /** End slot (36 = 17h00), excluded. */
    ending: integer('ending').notNull(),
    sessionOrder: integer('session_order').notNull().default(1),
    sessionType: text('session_type').notNull().default('intervention'),
    sessionStatus: text('session_status').$type<SessionStatus>().notNull().default('planned'),
    location: text('location'),
    notes: text('notes'),
    /**
     * The planner allowed its agents to start it before its day (issue 39: 'Démarrer' is otherwise
     * refused until the session's day, `checkSessionStart`).
     */
    earlyStartAllowed: boolean('early_start_allowed').notNull().default(false),
    /** When an agent first started it in the agent app ('Démarrer'). */
    startedAt: instantColumn('started_at'),
    /** When an agent completed it in the agent app ('Terminer'). */
    completedAt: instantColumn('completed_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    // The target of session_agents' foreign key that copies date and slots (ON UPDATE CASCADE).
    unique('mission_sessions_slots_unique').on(
      table.companyId,
      table.id,
      table.date,
      table.beginning,
      table.ending,
    ),
    companyForeignKey(table, table.missionId, missions).onDelete('cascade'),
    index('mission_sessions_mission_idx').on(table.companyId, table.missionId),
    // Statistics and analytics: the company's sessions of a period (issue 23).
    // The billing month: a company's sessions between two dates.
    index('mission_sessions_company_date_idx').on(table.companyId, table.date),
    check(
      'mission_sessions_slots_check',
      sql`${table.beginning} between 0 and 35 and ${table.ending} between 1 and 36 and ${table.ending} > ${table.beginning}`,
    ),
    check(
      'mission_sessions_status_check',
      sql`${table.sessionStatus} in ('planned', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);

/**
 * An agent on a session. `date`, `beginning` and `ending` copy the session's, kept equal by the
 * foreign key (ON UPDATE CASCADE), so that the exclusion constraint `session_agents_no_overlap`
 * (added by hand to the migration: drizzle-kit does not write EXCLUDE) forbids two overlapping
 * sessions of one agent on one date.
 */
export const sessionAgents = pgTable(
  'session_agents',
  {
    companyId: integer('company_id').notNull(),
    sessionId: integer('session_id').notNull(),
    agentId: integer('agent_id').notNull(),
    role: text('role').$type<SessionAgentRole>().notNull().default('Technicien'),
    isLead: boolean('is_lead').notNull().default(false),
    date: date('date', { mode: 'string' }).notNull(),
    beginning: integer('beginning').notNull(),
    ending: integer('ending').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.sessionId, table.agentId] }),
    foreignKey({
      name: 'session_agents_session_fk',
      columns: [table.companyId, table.sessionId, table.date, table.beginning, table.ending],
      foreignColumns: [
        missionSessions.companyId,
        missionSessions.id,
        missionSessions.date,
        missionSessions.beginning,
        missionSessions.ending,
      ],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    companyForeignKey(table, table.agentId, agents),
    // The week read: an agent's sessions between two dates.
    index('session_agents_agent_date_idx').on(table.companyId, table.agentId, table.date),
    // The billing month's most active agent: every agent of the month's sessions.
    index('session_agents_company_date_idx').on(table.companyId, table.date),
    uniqueIndex('session_agents_one_lead_unique')
      .on(table.companyId, table.sessionId)
      .where(sql`${table.isLead}`),
    check('session_agents_role_check', sql`${table.role} in ('Technicien', 'Chef d''équipe')`),
  ],
);
