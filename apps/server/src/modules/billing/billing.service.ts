/**
 * The billing module's public use cases (issue 22, docs/decisions/0026-billing.md): the company's
 * appointments month by month, their billing status, the closed months and the metrics.
 */
export {
  getBillingMonth,
  getBillingMonthJson,
  getCurrentBillingMonth,
  getCurrentBillingMonthJson,
} from './read-month.ts';
export { BILLING_CHANGES_CHANNEL, createMonthCache, type MonthCache } from './month-cache.ts';
export { findBillingPeriods, getBillingMetrics } from './read-history.ts';
export { markBilled, markPaid } from './mark-status.ts';
export { closePastMonths } from './close-months.ts';
