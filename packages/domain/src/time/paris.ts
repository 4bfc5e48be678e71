/**
 * Paris time read from an instant: the company works on French wall-clock time (summer and
 * winter), whatever the time zone of the server or of the browser. With `paris-wall-clock.ts` (the
 * other way, a Paris date and hour to an instant, and French formatting), the only place that
 * converts between instants and Paris time, on `@date-fns/tz`; the rest of the code speaks in
 * 'YYYY-MM-DD' dates, minutes after midnight and instants. This half reads Paris's offset alone
 * (`tzOffset`, no `TZDate` nor date-fns formats): the agent app and the booking page load it
 * within their bundle budgets.
 */
import { tzOffset } from '@date-fns/tz';

export const TIME_ZONE = 'Europe/Paris';

/** Paris's offset from UTC at the instant, in minutes: 60 in winter, 120 in summer. */
export function parisOffsetMinutes(instant: Date): number {
  return tzOffset(TIME_ZONE, instant);
}

/** Paris's wall clock at an instant: the date ('YYYY-MM-DD') and the minutes after midnight. */
export interface ParisClock {
  date: string;
  minutes: number;
}

/**
 * The date and the time of day in Paris at the instant: 13:05 UTC on 24 November 2026 is
 * 2026-11-24, 845 (14h05). Paris's wall clock is UTC plus Paris's offset at that instant.
 */
export function parisClockOf(instant: Date): ParisClock {
  const wallClock = new Date(instant.getTime() + parisOffsetMinutes(instant) * 60_000);
  return {
    date: wallClock.toISOString().slice(0, 10),
    minutes: wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes(),
  };
}

/** Today's date in Paris ('YYYY-MM-DD') at the instant `now`. */
export function parisDateOf(now: Date): string {
  return parisClockOf(now).date;
}
