import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns.ts';

/**
 * Rollups of 'Facturation' (issue 22, docs/decisions/0041-billing-month-rollups.md): the live
 * month's figures, kept by the database (triggers of the billing rollups' migration,
 * hand-written) in the statement that changes missions, their sessions or the sessions' agents,
 * whatever writes them. Only appointments counted by the month (a first session, and not
 * cancelled unless billed) are here. Nothing else writes them.
 */

/**
 * The month's appointments per operation (0: none), creation type and billing status: how many,
 * and those with a price of their own (`billing_price_cents`: how many, their sum). The others
 * are priced at read time by their operation's price today, as the live month reads them.
 */
export const billingMonthRollups = pgTable(
  'billing_month_rollups',
  {
    companyId: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    operationKey: integer('operation_key').notNull(),
    creationType: text('creation_type').notNull(),
    billingStatus: text('billing_status').notNull(),
    rdvs: integer('rdvs').notNull(),
    ownPriceRdvs: integer('own_price_rdvs').notNull(),
    ownPriceCents: bigint('own_price_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'billing_month_rollups_pk',
      columns: [table.companyId, table.month, table.operationKey, table.creationType, table.billingStatus],
    }),
  ],
);

/** Each agent on one of the month's appointments (by a session of the agent in that month). */
export const billingAgentRdvs = pgTable(
  'billing_agent_rdvs',
  {
    companyId: companyIdColumn(),
    missionId: integer('mission_id').notNull(),
    agentId: integer('agent_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.missionId, table.agentId] }),
    index('billing_agent_rdvs_month_idx').on(table.companyId, table.month, table.agentId),
  ],
);

/** The appointments of each agent per month: the sum of `billing_agent_rdvs`. */
export const billingAgentMonths = pgTable(
  'billing_agent_months',
  {
    companyId: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    agentId: integer('agent_id').notNull(),
    rdvs: integer('rdvs').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month, table.agentId] })],
);
