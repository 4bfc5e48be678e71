import {
  averagePerWorkingDay,
  centsToEuros,
  monthLabel,
  type BillingMonth,
  type BillingMonthKey,
  type BillingPeriod,
} from '@tourneo/domain';
import type { ClosedPeriodRow, MonthSummaryRow } from './billing.repository.ts';

/** A month's figures: the summary of its rows (open month) or its frozen ones (closed month). */
export interface MonthFigures {
  key: BillingMonthKey;
  summary: MonthSummaryRow;
  workingDays: number;
  closedAt: Date | null;
  now: Date;
}

/** A month's answer but its list, which the database writes as JSON text (`rdvList`). */
export interface MonthAnswer {
  head: Omit<BillingMonth, 'rdv_list'>;
  rdvList: string;
}

export function presentMonth({
  key,
  summary,
  workingDays,
  closedAt,
  now,
}: MonthFigures): MonthAnswer['head'] {
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
  };
}

/**
 * The whole answer of a month's call as JSON text, `rdv_list` last: the head written by
 * JSON.stringify, the list put in as the database wrote it (`billingMonthResponseSchema`'s shape,
 * checked in billing.test.ts).
 */
export function monthAnswerJson({ head, rdvList }: MonthAnswer): string {
  return `${JSON.stringify({ success: true, data: head }).slice(0, -2)},"rdv_list":${rdvList}}}`;
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
