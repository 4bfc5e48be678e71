/**
 * Paris wall-clock time the other way (time/paris.ts reads it from an instant): a Paris date and
 * hour as an instant, summer or winter, and an instant written in French in Paris time. On
 * `@date-fns/tz`'s `TZDate` and date-fns's `format`, which the light bundles do not load.
 */
import { TZDate } from '@date-fns/tz';
// One module per function: the date-fns index loads every function (about 1 s in Node).
import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';
import { TIME_ZONE } from './paris.ts';

/**
 * `hour`:`minute` on `date` ('YYYY-MM-DD'), Paris wall-clock time, as a `TZDate`: a calendar
 * library given it writes Paris's hours (ical-generator after `TZID=Europe/Paris`).
 */
export function parisDateTime(date: string, hour: number, minute = 0): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, hour, minute, TIME_ZONE);
}

/** The instant of `hour`:`minute` on `date` ('YYYY-MM-DD'), Paris wall-clock time (summer or winter). */
export function parisInstant(date: string, hour: number, minute = 0): Date {
  return new Date(parisDateTime(date, hour, minute).getTime());
}

/**
 * The instant in Paris time with a date-fns pattern, in French: "d MMMM yyyy 'à' H'h'mm" gives
 * '24 novembre 2026 à 14h05'.
 */
export function formatParisInstant(instant: Date, pattern: string): string {
  return format(new TZDate(instant.getTime(), TIME_ZONE), pattern, { locale: fr });
}
