/**
 * Where a session's day stands against today (both Paris dates, 'YYYY-MM-DD'): the one day check
 * of the agent app's actions that belong to the day itself ('Démarrer', 'En route'). Callers give
 * `today` as `parisDateOf(now)`: the company works on Paris's wall clock, whatever the phone's or
 * the server's time zone.
 */
export type SessionDayPosition = 'before' | 'day' | 'after';

/** 'before' the session's day, on the 'day' itself, or 'after' it. */
export function sessionDayPosition(sessionDate: string, today: string): SessionDayPosition {
  if (today < sessionDate) {
    return 'before';
  }
  return today === sessionDate ? 'day' : 'after';
}

/** True on the session's own day. */
export function isSessionDay(sessionDate: string, today: string): boolean {
  return sessionDayPosition(sessionDate, today) === 'day';
}
