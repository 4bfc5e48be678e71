/** Billing periods: one calendar month, 'YYYY-MM', in Paris time. */

const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPeriod(value: string): boolean {
  return PERIOD_PATTERN.test(value);
}

/** The month's first day, last day and the next month's first day ('YYYY-MM-DD'). */
export function periodBounds(period: string): { start: string; end: string; nextStart: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    start: `${period}-01`,
    end: `${period}-${String(lastDay).padStart(2, '0')}`,
    nextStart: `${next}-01`,
  };
}

/** The period of a date ('2026-11-26' → '2026-11'). */
export function periodOf(date: string): string {
  return date.slice(0, 7);
}

/** The period `count` months before (negative: after). */
export function shiftPeriod(period: string, count: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The previous month of a Paris date ('2026-11-26' → '2026-10'). */
export function previousPeriod(today: string): string {
  return shiftPeriod(periodOf(today), 1);
}

/** 'octobre 2026'. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
