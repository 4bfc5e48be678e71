// One module per function: the date-fns index loads every function.
import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';
import { addDays, isIsoDate, isWorkingDay } from '../time-slots/week.ts';

/**
 * The working day `step` working days from `date` (1: the next one, -1: the previous one),
 * Saturdays and Sundays skipped: Friday's next is Monday, Monday's previous is Friday.
 */
export function shiftWorkingDays(date: string, step: number): string {
  const direction = Math.sign(step);
  let day = date;
  for (let left = Math.abs(step); left > 0;) {
    day = addDays(day, direction);
    if (isWorkingDay(day)) {
      left -= 1;
    }
  }
  return day;
}

/** The working day the team day opens on: `today`, or on a weekend the Monday after. */
export function workingDayFrom(today: string): string {
  return isWorkingDay(today) ? today : shiftWorkingDays(today, 1);
}

/**
 * The day a team day URL asks for (`?jour=2026-11-23`): a working date as given; a weekend date
 * goes to the Monday after; anything else (absent, not a date) to `workingDayFrom(today)`.
 */
export function teamDayOf(param: string | null, today: string): string {
  return param !== null && isIsoDate(param) ? workingDayFrom(param) : workingDayFrom(today);
}

/** The team day's heading: 'lundi 23 novembre 2026'. */
export function fullDayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day, 12), 'EEEE d MMMM yyyy', { locale: fr });
}
