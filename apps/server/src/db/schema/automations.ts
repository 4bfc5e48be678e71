import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AutomationAction, AutomationRule, AutomationSettings } from '@tourneo/domain';
import {
  companyForeignKey,
  companyIdColumn,
  companyKey,
  companyRow,
  createdAtColumn,
  instantColumn,
  updatedAtColumn,
} from './columns.ts';
import { clients } from './clients.ts';

/**
 * A company's automation rule (issue 28, docs/decisions/0035): switched on or paused, and tuned.
 * No row: the rule is paused with the default settings.
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    companyId: companyIdColumn(),
    rule: text('rule').$type<AutomationRule>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** When it was last switched on: a report is sent for the sessions completed since. */
    enabledAt: instantColumn('enabled_at'),
    settings: jsonb('settings').$type<Partial<AutomationSettings>>().notNull().default({}),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.rule] }),
    check(
      'automation_rules_rule_check',
      sql`${table.rule} in ('express_slots', 'booking_reminder', 'session_report', 'satisfaction_survey')`,
    ),
  ],
);

/**
 * What the rules did, for the company's log. A report sent is recorded once per mission (the
 * partial unique index): the rule's claim, so that two servers never send it twice.
 */
export const automationLog = pgTable(
  'automation_log',
  {
    ...companyRow(),
    rule: text('rule').$type<AutomationRule>().notNull(),
    action: text('action').$type<AutomationAction>().notNull(),
    /** The client concerned (no foreign key: the log outlives a deleted client, named in `detail`). */
    clientId: integer('client_id'),
    missionId: integer('mission_id'),
    detail: text('detail').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    index('automation_log_company_idx').on(table.companyId, table.createdAt),
    uniqueIndex('automation_log_report_once')
      .on(table.companyId, table.missionId)
      .where(sql`${table.action} = 'report_sent'`),
  ],
);

/**
 * A client's steps in the booking reminder rule: reminded, then handed to a planner's call
 * ('semi-automatique'). One row per client; each step is taken once.
 */
export const automationClientSteps = pgTable(
  'automation_client_steps',
  {
    companyId: companyIdColumn(),
    clientId: integer('client_id').notNull(),
    remindedAt: instantColumn('reminded_at'),
    handedOffAt: instantColumn('handed_off_at'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.clientId] }),
    companyForeignKey(table, table.clientId, clients).onDelete('cascade'),
  ],
);

/**
 * A freed slot offered to a waiting client (express slots). `public_id` is the booking proposal's
 * id, sent in the client's message: the only credential of the acceptance.
 */
export const expressOffers = pgTable(
  'express_offers',
  {
    ...companyRow(),
    publicId: text('public_id').notNull(),
    clientId: integer('client_id').notNull(),
    freedMissionId: integer('freed_mission_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    beginning: integer('beginning').notNull(),
    ending: integer('ending').notNull(),
    /** How far the client lives from the freed appointment, in metres (nearest offered first). */
    distanceMetres: integer('distance_metres'),
    status: text('status').$type<'offered' | 'accepted' | 'taken'>().notNull().default('offered'),
    expiresAt: instantColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('express_offers_public_id_unique').on(table.publicId),
    companyForeignKey(table, table.clientId, clients).onDelete('cascade'),
    check('express_offers_status_check', sql`${table.status} in ('offered', 'accepted', 'taken')`),
  ],
);

/**
 * The satisfaction question of a completed mission (issue 28): sent once per mission (the unique
 * index is the rule's claim), answered once (`score` written only while null). `public_id`, 128
 * random bits, is in the client's message: the only credential of its page. The agent is the
 * mission's lead of its last session, for the statistics per agent (no foreign key: the answer
 * outlives a deleted agent or mission; a deleted client takes its answers with it).
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    ...companyRow(),
    publicId: text('public_id').notNull(),
    clientId: integer('client_id').notNull(),
    missionId: integer('mission_id').notNull(),
    agentId: integer('agent_id'),
    operation: text('operation').notNull().default(''),
    /** The intervention's last day. */
    date: date('date', { mode: 'string' }).notNull(),
    score: integer('score'),
    answeredAt: instantColumn('answered_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('satisfaction_surveys_public_id_unique').on(table.publicId),
    uniqueIndex('satisfaction_surveys_mission_unique').on(table.companyId, table.missionId),
    index('satisfaction_surveys_answered_idx').on(table.companyId, table.answeredAt),
    companyForeignKey(table, table.clientId, clients).onDelete('cascade'),
    check('satisfaction_surveys_score_check', sql`${table.score} between 1 and 5`),
    check('satisfaction_surveys_answer_check', sql`(${table.score} is null) = (${table.answeredAt} is null)`),
  ],
);
