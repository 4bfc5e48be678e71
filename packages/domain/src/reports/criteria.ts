import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';
import { addDays } from '../time-slots/week.ts';

/** Archive and recent results are shown 20 per page (pagination only above 20; spec 2 §9). */
export const REPORTS_PAGE_SIZE = 20;
/** A request answers at most 50 missions unless 'all' is chosen (spec 2 §9). */
export const REPORTS_REQUEST_LIMIT = 50;
/** Above 50 recent missions the list is virtualised, on by default (spec 2 §9). */
export const RECENT_VIRTUAL_THRESHOLD = 50;
/** Default recent-missions period: the last 28 days (spec 2 §9). */
export const RECENT_DEFAULT_DAYS = 28;
/** Default archive period: the last 6 months (spec 2 §9). */
export const ARCHIVE_DEFAULT_MONTHS = 6;
/**
 * 'All' still answers at most this many missions (with the true `totalCount`): one answer of a few
 * megabytes at most, whatever period is typed. The archive pages on the server and never reaches it.
 */
export const REPORTS_UNLIMITED_MAX = 10_000;

export type ReportsList = 'recent' | 'archive';

/** The first day of the default period ending `today` ('YYYY-MM-DD'): 28 days or 6 months before. */
export function defaultPeriodStart(list: ReportsList, today: string): string {
  if (list === 'recent') {
    return addDays(today, -RECENT_DEFAULT_DAYS);
  }
  // Noon UTC: no time zone moves the day; 31 August less 6 months is 28 or 29 February.
  return format(subMonths(new Date(`${today}T12:00:00Z`), ARCHIVE_DEFAULT_MONTHS), 'yyyy-MM-dd');
}

/**
 * The period a search covers: the dates typed, else the default period ending today (or ending
 * the typed end date, so that an end date alone never makes an empty period).
 */
export function searchPeriod(
  list: ReportsList,
  today: string,
  criteria: { startDate?: string | undefined; endDate?: string | undefined },
): { startDate: string; endDate: string } {
  const endDate = criteria.endDate ?? today;
  return { startDate: criteria.startDate ?? defaultPeriodStart(list, criteria.endDate ?? today), endDate };
}
