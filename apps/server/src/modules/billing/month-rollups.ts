import { sql } from 'drizzle-orm';
import { monthRange, type BillingMonthKey, type BillingStatus } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { liveRows, rdvListJson, rowsResult, withoutJit, type MonthSummaryRow } from './billing.repository.ts';

/**
 * The month in progress from its rollups (docs/decisions/0041-billing-month-rollups.md), kept
 * by the database's triggers: its counters by operation, creation type and billing status, and its
 * agents' appointments, instead of three passes over its thousands of appointments. The figures
 * are the ones `readMonth` computes from the missions (checked by month-rollups.test.ts):
 * appointments without a price of their own are priced by their operation's price today.
 */

/** The month's counter rows, each with its revenue in cents (its own prices, then its operation's). */
function counterRows(companyId: number, key: BillingMonthKey) {
  return sql`
    select r.creation_type, r.billing_status, r.rdvs, o.name as operation_name,
      r.own_price_cents + coalesce((r.rdvs - r.own_price_rdvs)::bigint * o.price_cents, 0) as cents
    from billing_month_rollups r
    left join operations o on o.company_id = ${companyId} and o.id = r.operation_key
    where r.company_id = ${companyId} and r.month = ${monthRange(key).start}::date and r.rdvs <> 0`;
}

/** The agent on the most of the month's appointments; ties by name. */
function mostActiveAgentOf(companyId: number, key: BillingMonthKey) {
  return sql`(select a.name from billing_agent_months b
    join agents a on a.company_id = b.company_id and a.id = b.agent_id
    where b.company_id = ${companyId} and b.month = ${monthRange(key).start}::date and b.rdvs > 0
    order by b.rdvs desc, a.name, a.id limit 1)`;
}

const sumWhere = (column: string, status: BillingStatus) =>
  sql.raw(`coalesce(sum(f.${column}) filter (where f.billing_status = '${status}'), 0)`);

/** A live month: its list written by the database from the missions, its figures from the rollups. */
export async function readLiveMonth(
  db: Executor,
  companyId: number,
  key: BillingMonthKey,
): Promise<{ rdvList: string; summary: MonthSummaryRow }> {
  const result = await withoutJit(
    db,
    sql`
    with f as materialized (${counterRows(companyId, key)})
    select coalesce(sum(f.rdvs), 0)::int as rdv_count,
      coalesce(sum(f.rdvs) filter (where f.creation_type = 'automatic'), 0)::int as automatic_rdv_count,
      coalesce(sum(f.rdvs) filter (where f.creation_type = 'semi_automatic'), 0)::int as semi_automatic_rdv_count,
      coalesce(sum(f.rdvs) filter (where f.creation_type = 'manual'), 0)::int as manual_rdv_count,
      coalesce(sum(f.cents), 0)::float8 as revenue_cents,
      ${sumWhere('rdvs', 'pending')}::int as pending_count,
      ${sumWhere('cents', 'pending')}::float8 as pending_cents,
      ${sumWhere('rdvs', 'billed')}::int as billed_count,
      ${sumWhere('cents', 'billed')}::float8 as billed_cents,
      ${sumWhere('rdvs', 'paid')}::int as paid_count,
      ${sumWhere('cents', 'paid')}::float8 as paid_cents,
      (select f1.operation_name from f f1 where f1.operation_name is not null
        group by f1.operation_name having sum(f1.rdvs) > 0
        order by sum(f1.rdvs) desc, f1.operation_name limit 1) as most_requested_operation,
      ${mostActiveAgentOf(companyId, key)} as most_active_agent,
      (select ${rdvListJson()} from (${liveRows(companyId, key)}) l) as rows
    from f`,
  );
  const { rows: rdvList, ...summary } = rowsResult<MonthSummaryRow & { rows: string }>(result)[0]!;
  return { rdvList, summary };
}

/** The live month's appointments and revenue (cents) by billing status, from its counters. */
export function liveMonthByStatus(companyId: number, key: BillingMonthKey) {
  return sql`
    select ${key.year}::int as year, ${key.month}::int as month, f.billing_status, sum(f.rdvs)::int as count,
      coalesce(sum(f.cents), 0)::float8 as price_cents
    from (${counterRows(companyId, key)}) f group by f.billing_status`;
}
