import {
  averagePerWorkingDay,
  centsToEuros,
  monthLabel,
  type BillingMonth,
  type BillingMonthKey,
  type BillingPeriod,
  type BillingRdv,
} from '@tourneo/domain';
import type { BillingRdvRow, ClosedPeriodRow, MonthSummaryRow } from './billing.repository.ts';

const isoOf = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value));
const eurosOrNull = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export function presentRdv(row: BillingRdvRow): BillingRdv {
  return {
    id: row.mission_id,
    date: row.date,
    beginning: row.beginning,
    ending: row.ending,
    client_name: row.client_name,
    client_email: row.client_email,
    agent_name: row.agent_name,
    operation_name: row.operation_name,
    creation_type: row.creation_type,
    duration_minutes: Number(row.duration_minutes),
    billing_status: row.billing_status,
    price_ht: eurosOrNull(row.price_cents === null ? null : Number(row.price_cents)),
    billed_at: isoOrNull(row.billed_at),
    paid_at: isoOrNull(row.paid_at),
  };
}

/** A month's figures: the summary of its rows (open month) or its frozen ones (closed month). */
export interface MonthFigures {
  key: BillingMonthKey;
  summary: MonthSummaryRow;
  workingDays: number;
  closedAt: Date | null;
  now: Date;
}

export function presentMonth(
  { key, summary, workingDays, closedAt, now }: MonthFigures,
  rows: BillingRdvRow[],
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
