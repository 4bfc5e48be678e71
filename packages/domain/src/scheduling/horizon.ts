/**
 * The dates the scheduling engine may propose: working days (Monday to Friday) that are not French
 * public holidays.
 *
 * The holidays come from @socialgouv/jours-feries (Apache-2.0, the French social ministries'
 * digital team; Easter computed, no data tables). Imported by path
 * (`@tourneo/domain/scheduling/horizon`): the engine itself (`propose-slots.ts`) takes the dates
 * as plain strings.
 */
import joursFeries from '@socialgouv/jours-feries';
import { parisDateOf } from '../time/paris.ts';
import { addDays, isWorkingDay } from '../time-slots/week.ts';

/** By default the engine looks 15 working days ahead. */
export const DEFAULT_HORIZON_WORKING_DAYS = 15;

// Metropolitan France: the 11 public holidays (Alsace-Moselle's Good Friday and 26 December are
// not in it; a company there would pass its own dates).
const publicHolidaysByYear = new Map<number, ReadonlySet<string>>();

/** 'YYYY-MM-DD' of a Date built at local midnight, as the package builds them. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function publicHolidaysOf(year: number): ReadonlySet<string> {
  let holidays = publicHolidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(Object.values(joursFeries(year)).map(localDate));
    publicHolidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** True when `date` ('YYYY-MM-DD') is a French public holiday (1 January, Easter Monday, 14 July...). */
export function isFrenchPublicHoliday(date: string): boolean {
  return publicHolidaysOf(Number(date.slice(0, 4))).has(date);
}

/** True when agents work that day: Monday to Friday and not a French public holiday. */
export function isSchedulingDay(date: string): boolean {
  return isWorkingDay(date) && !isFrenchPublicHoliday(date);
}

/**
 * The next `workingDays` scheduling days after today in Paris at the instant `now` (tomorrow
 * first, today never), skipping weekends and French public holidays.
 */
export function schedulingHorizon(now: Date, workingDays = DEFAULT_HORIZON_WORKING_DAYS): string[] {
  const dates: string[] = [];
  let date = parisDateOf(now);
  while (dates.length < workingDays) {
    date = addDays(date, 1);
    if (isSchedulingDay(date)) {
      dates.push(date);
    }
  }
  return dates;
}
