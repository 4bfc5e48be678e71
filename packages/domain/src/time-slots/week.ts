/** Working days: Monday to Friday. */
export const WORKING_DAYS_PER_WEEK = 5;

const DAY_MS = 86_400_000;
/** True when the text is a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 for Monday ... 7 for Sunday (ISO). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True from Monday to Friday. */
export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= WORKING_DAYS_PER_WEEK;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** A calendar week: Monday to Friday. */
export interface WorkWeek {
  start: string;
  end: string;
  days: string[];
}

/**
 * The working week `offset` weeks after the one holding `today` (0: this week, -1: last week),
 * as the calendar's `currentWeek` parameter counts them.
 */
export function workWeekAt(today: string, offset: number): WorkWeek {
  const start = addDays(mondayOf(today), offset * 7);
  const days = Array.from({ length: WORKING_DAYS_PER_WEEK }, (_day, index) => addDays(start, index));
  return { start, end: days[days.length - 1]!, days };
}

/** True when `date` is before `today` (both 'YYYY-MM-DD'; today itself is not past). */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}
