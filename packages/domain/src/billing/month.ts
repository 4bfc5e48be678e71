import { TIME_ZONE } from '../time/paris.ts';

/** A calendar month: `month` from 1 (January) to 12. */
export interface BillingMonthKey {
  year: number;
  month: number;
}

/** The metrics' window: this month and the 5 before it (spec 2 §9, as the payments' period '6'). */
export const BILLING_METRICS_MONTHS = 6;
/** The years a billing month may be asked for. */
export const BILLING_YEAR_MIN = 2000;
export const BILLING_YEAR_MAX = 2100;

const parisMonthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The month in progress in Paris at the instant `now`. */
export function billingMonthOf(now: Date): BillingMonthKey {
  const [year, month] = parisMonthFormat.format(now).split('-').map(Number);
  return { year: year!, month: month! };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM', the spec's `month` of a Billing month and `period` of a Billing period. */
export function monthLabel({ year, month }: BillingMonthKey): string {
  return `${year}-${pad(month)}`;
}

/** The month `count` months after (negative: before) `key`. */
export function addMonths({ year, month }: BillingMonthKey, count: number): BillingMonthKey {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative when `a` is before `b`, 0 when the same month. */
export function compareMonths(a: BillingMonthKey, b: BillingMonthKey): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The month's days as a half-open range of dates: its first day, and the first day of the next. */
export function monthRange(key: BillingMonthKey): { start: string; end: string } {
  const next = addMonths(key, 1);
  return { start: `${monthLabel(key)}-01`, end: `${monthLabel(next)}-01` };
}

/** The month's dates, 'YYYY-MM-DD', first to last. */
export function datesOfMonth({ year, month }: BillingMonthKey): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_value, index) => `${year}-${pad(month)}-${pad(index + 1)}`);
}

const MONTH_NAME = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'novembre 2026'. */
export function frenchMonthName({ year, month }: BillingMonthKey): string {
  return MONTH_NAME.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Appointments per working day, to two decimals (0 for a month without working days). */
export function averagePerWorkingDay(count: number, workingDays: number): number {
  return workingDays === 0 ? 0 : Math.round((count / workingDays) * 100) / 100;
}
