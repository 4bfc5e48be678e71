/**
 * The working days of an Analytics period: Monday to Friday, French public holidays left out (the
 * days the scheduling engine proposes, and billing counts). Imported by path
 * (`@tourneo/domain/analytics/working-days`) so that the web bundle does not take the holidays'
 * package.
 */
import { isSchedulingDay } from '../scheduling/horizon.ts';
import { addDays, isoWeekday } from '../time-slots/week.ts';

/** How many working days of each weekday (index 0 = Monday … 4 = Friday) the period holds, both ends included. */
export function countWorkingWeekdays(from: string, to: string): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isSchedulingDay(day)) {
      counts[isoWeekday(day) - 1]! += 1;
    }
  }
  return counts;
}
