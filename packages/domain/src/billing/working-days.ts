/**
 * Working days of a month for billing: Monday to Friday, French public holidays left out (the
 * same days the scheduling engine proposes). Imported by path (`@tourneo/domain/billing/working-days`)
 * so that the web bundle does not take the holidays' package.
 */
import { isSchedulingDay } from '../scheduling/horizon.ts';
import { datesOfMonth, type BillingMonthKey } from './month.ts';

export function workingDaysInMonth(key: BillingMonthKey): number {
  return datesOfMonth(key).filter(isSchedulingDay).length;
}
