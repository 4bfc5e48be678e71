import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { companyKey, companyRow, instantColumn } from './columns.ts';

const PLAN_CODES = sql`('standard', 'business', 'premium')`;

/**
 * Every change of a company's plan, with its date: what invoicing will prorate from. Written in
 * the same transaction as `companies.subscription_plan`, by the company itself (`company`) or by
 * an operator through `make set-plan` (`operator`).
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    ...companyRow(),
    fromPlan: text('from_plan').notNull(),
    toPlan: text('to_plan').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: instantColumn('changed_at').notNull().defaultNow(),
  },
  (table) => [
    companyKey(table),
    check('plan_changes_from_plan_check', sql`${table.fromPlan} in ${PLAN_CODES}`),
    check('plan_changes_to_plan_check', sql`${table.toPlan} in ${PLAN_CODES}`),
    check('plan_changes_changed_plan_check', sql`${table.fromPlan} <> ${table.toPlan}`),
    check('plan_changes_changed_by_check', sql`${table.changedBy} in ('company', 'operator')`),
  ],
);
