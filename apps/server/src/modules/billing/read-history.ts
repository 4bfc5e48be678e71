import {
  BILLING_METRICS_MONTHS,
  addMonths,
  billingMonthOf,
  centsToEuros,
  monthLabel,
  type BillingMetrics,
  type BillingPeriod,
} from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import { presentPeriod } from './billing.presenter.ts';
import * as repository from './billing.repository.ts';
import { closePastMonths } from './close-months.ts';
import { liveMonthByStatus } from './month-rollups.ts';

/** The company's scope, and the current instant (tests name it): the month in progress in Paris. */
type BillingScope = CompanyScope & { now?: Date };

/** POST /billing/periods: the closed months, the latest first (past months close first). */
export async function findBillingPeriods({
  db,
  companyId,
  now = new Date(),
}: BillingScope): Promise<BillingPeriod[]> {
  await closePastMonths({ db, companyId, now });
  return (await repository.findClosedPeriods(db, companyId)).map(presentPeriod);
}

/**
 * POST /billing/metrics: the last BILLING_METRICS_MONTHS months to the one in progress. Each
 * month's revenue estimate (closed months at their frozen prices), the amounts paid and not yet
 * paid, and the appointments billed or paid (the 'invoices') with their average price.
 */
export async function getBillingMetrics({
  db,
  companyId,
  now = new Date(),
}: BillingScope): Promise<BillingMetrics> {
  await closePastMonths({ db, companyId, now });
  const current = billingMonthOf(now);
  const first = addMonths(current, 1 - BILLING_METRICS_MONTHS);
  const sums = await repository.sumWindowByMonthAndStatus(db, companyId, {
    first,
    current,
    live: liveMonthByStatus(companyId, current),
  });
  const months = Array.from({ length: BILLING_METRICS_MONTHS }, (_value, index) => addMonths(first, index));
  const centsWhere = (keep: (row: (typeof sums)[number]) => boolean) =>
    sums.filter(keep).reduce((total, row) => total + row.price_cents, 0);
  const totalCents = centsWhere(() => true);
  const paidCents = centsWhere((row) => row.billing_status === 'paid');
  const invoicedCents = centsWhere((row) => row.billing_status !== 'pending');
  const invoiceCount = sums
    .filter((row) => row.billing_status !== 'pending')
    .reduce((total, row) => total + row.count, 0);
  return {
    stats: {
      total_amount: centsToEuros(totalCents),
      paid_amount: centsToEuros(paidCents),
      pending_amount: centsToEuros(totalCents - paidCents),
      total_invoices: invoiceCount,
      average_invoice: invoiceCount === 0 ? 0 : centsToEuros(invoicedCents / invoiceCount),
    },
    monthly_revenue: months.map((key) => ({
      month: monthLabel(key),
      total_revenue: centsToEuros(centsWhere((row) => row.year === key.year && row.month === key.month)),
    })),
  };
}
