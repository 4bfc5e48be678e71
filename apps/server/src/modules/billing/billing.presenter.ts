import {
  averagePerWorkingDay,
  centsToEuros,
  monthLabel,
  type BillingMonth,
  type BillingMonthKey,
  type BillingPeriod,
  type BillingRdv,
} from '@tourneo/domain';
import type { ClosedPeriodRow, MonthSummaryRow, RdvTuple } from './billing.repository.ts';

/** A month's figures: the summary of its rows (open month) or its frozen ones (closed month). */
export interface MonthFigures {
  key: BillingMonthKey;
  summary: MonthSummaryRow;
  workingDays: number;
  closedAt: Date | null;
  now: Date;
}

/** A Billing rdv from the list `readMonth` sends (arrays, prices in cents). */
const presentRdv = ([
  id,
  date,
  beginning,
  ending,
  clientName,
  clientEmail,
  agentName,
  operationName,
  creationType,
  durationMinutes,
  billingStatus,
  priceCents,
  billedAt,
  paidAt,
]: RdvTuple): BillingRdv => ({
  id,
  date,
  beginning,
  ending,
  client_name: clientName,
  client_email: clientEmail,
  agent_name: agentName,
  operation_name: operationName,
  creation_type: creationType,
  duration_minutes: durationMinutes,
  billing_status: billingStatus,
  price_ht: priceCents === null ? null : centsToEuros(priceCents),
  billed_at: billedAt,
  paid_at: paidAt,
});

export function presentMonth(
  { key, summary, workingDays, closedAt, now }: MonthFigures,
  rows: RdvTuple[],
): BillingMonth {
  const total = (count: number, cents: number) => ({ count, amount: centsToEuros(cents) });
  return {
    month: monthLabel(key),
    rdv_count: summary.rdv_count,
    automatic_rdv_count: summary.automatic_rdv_count,
    semi_automatic_rdv_count: summary.semi_automatic_rdv_count,
    manual_rdv_count: summary.manual_rdv_count,
    statistics: {
      total_revenue_estimate: centsToEuros(summary.revenue_cents),
      average_rdv_per_day: averagePerWorkingDay(summary.rdv_count, workingDays),
      working_days: workingDays,
      most_active_agent: summary.most_active_agent,
      most_requested_operation: summary.most_requested_operation,
    },
    by_status: {
      pending: total(summary.pending_count, summary.pending_cents),
      billed: total(summary.billed_count, summary.billed_cents),
      paid: total(summary.paid_count, summary.paid_cents),
    },
    last_updated: now.toISOString(),
    closed_at: closedAt === null ? null : closedAt.toISOString(),
    rdv_list: rows.map(presentRdv),
  };
}

export function presentPeriod(row: ClosedPeriodRow): BillingPeriod {
  return {
    year: row.year,
    month: row.month,
    period: monthLabel(row),
    rdv_count: row.rdvCount,
    total_revenue_estimate: centsToEuros(row.revenueCents),
    closed_at: row.closedAt.toISOString(),
  };
}
