import { sql } from 'drizzle-orm';
import type { BillingStatus, CreationType } from '@tourneo/domain';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, companyKey, instantColumn, rowIdColumn } from './columns.ts';

/**
 * A closed billing month (spec 2 §3 "Billing period", docs/decisions/0026-billing.md): its
 * figures as they were when it closed, so that history reads the same later whatever prices,
 * names or plans change. A month closes at the first billing read after its end (Paris time).
 */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    companyId: companyIdColumn(),
    year: integer('year').notNull(),
    /** 1 (January) to 12. */
    month: integer('month').notNull(),
    closedAt: instantColumn('closed_at').notNull().defaultNow(),
    rdvCount: integer('rdv_count').notNull().default(0),
    automaticRdvCount: integer('automatic_rdv_count').notNull().default(0),
    semiAutomaticRdvCount: integer('semi_automatic_rdv_count').notNull().default(0),
    manualRdvCount: integer('manual_rdv_count').notNull().default(0),
    /** Euro cents HT; bigint: a large company's month may pass 21 million euros. */
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    workingDays: integer('working_days').notNull().default(0),
    mostActiveAgent: text('most_active_agent'),
    mostRequestedOperation: text('most_requested_operation'),
    /**
     * Today's count and amount (euro cents HT, frozen prices) of its appointments by billing
     * status: set by the close, moved by each 'Marquer facturé' / 'Marquer payé' in the same
     * transaction, so that the metrics read a closed month from this row alone.
     */
    pendingCount: integer('pending_count').notNull().default(0),
    pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
    billedCount: integer('billed_count').notNull().default(0),
    billedCents: bigint('billed_cents', { mode: 'number' }).notNull().default(0),
    paidCount: integer('paid_count').notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.year, table.month] }),
    check('billing_periods_month_check', sql`${table.month} between 1 and 12`),
  ],
);

/**
 * One appointment of a closed month, as it read then (its price too); only its billing status moves
 * on after the close, with the mission's. No foreign key to the mission: the month's history
 * outlives a mission deleted later.
 */
export const billingPeriodRdvs = pgTable(
  'billing_period_rdvs',
  {
    companyId: integer('company_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    missionId: integer('mission_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    beginning: integer('beginning').notNull(),
    ending: integer('ending').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    agentName: text('agent_name').notNull(),
    operationName: text('operation_name'),
    creationType: text('creation_type').$type<CreationType>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents'),
    /** Its billing status, kept equal to the mission's by each change (and kept when the mission is gone). */
    billingStatus: text('billing_status').$type<BillingStatus>().notNull(),
    billedAt: instantColumn('billed_at'),
    paidAt: instantColumn('paid_at'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.year, table.month, table.missionId] }),
    foreignKey({
      columns: [table.companyId, table.year, table.month],
      foreignColumns: [billingPeriods.companyId, billingPeriods.year, billingPeriods.month],
    }).onDelete('cascade'),
    // A mission billed after its month closed takes the frozen price.
    index('billing_period_rdvs_mission_idx').on(table.companyId, table.missionId),
  ],
);

/**
 * Every change of an appointment's billing status: who (the signed-in account) and when, with
 * the price it was billed at. Kept when the mission is deleted (no foreign key to it).
 */
export const billingStatusChanges = pgTable(
  'billing_status_changes',
  {
    companyId: companyIdColumn(),
    id: rowIdColumn(),
    missionId: integer('mission_id').notNull(),
    fromStatus: text('from_status').$type<BillingStatus>().notNull(),
    toStatus: text('to_status').$type<BillingStatus>().notNull(),
    priceCents: integer('price_cents'),
    /** The account that made the change (the company's login until personal accounts exist). */
    changedBy: text('changed_by').notNull(),
    changedAt: instantColumn('changed_at').notNull().defaultNow(),
  },
  (table) => [
    companyKey(table),
    index('billing_status_changes_mission_idx').on(table.companyId, table.missionId),
  ],
);
