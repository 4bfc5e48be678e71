import { parisDateOf } from '../time/paris.ts';
import { periodOf, shiftPeriod } from '../payments/period.ts';

/**
 * The operator's invoicing runs (issue 39, points 3 and 4): the one place that says which months
 * a run may cover. An invoice is final once issued (decision 0028), so a run covers only a month
 * that is over: the month is over once its last day has ended in Paris, i.e. once Paris's date is
 * in a later month. Every door that issues monthly invoices (the operator's run, the use case
 * that issues one company's invoice, the seeds and benchmarks that call it) asks this rule; the
 * Paiements screen offers the months it allows and defaults to `lastFinishedPeriod`.
 *
 *   future ──month begins (Paris)──▶ in_progress ──last day ends (Paris)──▶ finished (invoiceable)
 */
export const INVOICE_RUN_PERIOD_STATES = ['future', 'in_progress', 'finished'] as const;
export type InvoiceRunPeriodState = (typeof INVOICE_RUN_PERIOD_STATES)[number];

/** The month in progress in Paris at the instant `now` ('YYYY-MM'). */
export function currentPeriod(now: Date): string {
  return periodOf(parisDateOf(now));
}

/** Where the month `period` ('YYYY-MM') stands at the instant `now`, Paris time. */
export function invoiceRunPeriodStateOf(period: string, now: Date): InvoiceRunPeriodState {
  const current = currentPeriod(now);
  // 'YYYY-MM' strings order as the months they name.
  if (period < current) {
    return 'finished';
  }
  return period === current ? 'in_progress' : 'future';
}

/** True when an invoicing run may cover the month `period` at the instant `now`: it is over. */
export function canRunInvoicesFor(period: string, now: Date): boolean {
  return invoiceRunPeriodStateOf(period, now) === 'finished';
}

/** The month a run covers unless told otherwise: the last month that is over at `now`. */
export function lastFinishedPeriod(now: Date): string {
  return shiftPeriod(currentPeriod(now), 1);
}

/** The `count` months a run may cover at `now`, the last finished one first. */
export function invoiceablePeriods(now: Date, count: number): string[] {
  const last = lastFinishedPeriod(now);
  return Array.from({ length: count }, (_, back) => shiftPeriod(last, back));
}

/** Why a company of a run got no invoice: no billing identity, or an error while issuing. */
export const INVOICE_RUN_FAILURE_REASONS = ['no_legal_identity', 'error'] as const;
export type InvoiceRunFailureReason = (typeof INVOICE_RUN_FAILURE_REASONS)[number];
