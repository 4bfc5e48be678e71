/**
 * Paris time, the one place that reads it: the company works on French wall-clock time (summer
 * and winter), whatever the time zone of the server or of the browser. Every conversion between
 * an instant and Paris's date and clock goes through `@date-fns/tz` here; the rest of the code
 * speaks in 'YYYY-MM-DD' dates, minutes after midnight and instants.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
// One module per function: the date-fns index loads every function (about 1 s in Node).
import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';

export const TIME_ZONE = 'Europe/Paris';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The instant as Paris's wall clock shows it (a `TZDate`: its getters read Paris time). */
function inParis(instant: Date): TZDate {
  return new TZDate(instant.getTime(), TIME_ZONE);
}

/** Paris's wall clock at an instant: the date ('YYYY-MM-DD') and the minutes after midnight. */
export interface ParisClock {
  date: string;
  minutes: number;
}

/** The date and the time of day in Paris at the instant: 13:05 UTC on 24 November 2026 is 2026-11-24, 845 (14h05). */
export function parisClockOf(instant: Date): ParisClock {
  const paris = inParis(instant);
  return {
    date: `${pad(paris.getFullYear(), 4)}-${pad(paris.getMonth() + 1)}-${pad(paris.getDate())}`,
    minutes: paris.getHours() * 60 + paris.getMinutes(),
  };
}

/** Today's date in Paris ('YYYY-MM-DD') at the instant `now`. */
export function parisDateOf(now: Date): string {
  return parisClockOf(now).date;
}

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

/** Paris's offset from UTC at the instant, in minutes: 60 in winter, 120 in summer. */
export function parisOffsetMinutes(instant: Date): number {
  return tzOffset(TIME_ZONE, instant);
}

/**
 * The instant in Paris time with a date-fns pattern, in French: "d MMMM yyyy 'à' H'h'mm" gives
 * '24 novembre 2026 à 14h05'.
 */
export function formatParisInstant(instant: Date, pattern: string): string {
  return format(inParis(instant), pattern, { locale: fr });
}
