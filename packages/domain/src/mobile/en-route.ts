/**
 * 'En route' (the agent app, docs/decisions/0019-agent-app.md): when it may be sent and the
 * arrival the client is told. Pure: the server computes, the app only asks
 * `canSendEnRoute` to show or hide its button.
 */

import { appointmentStateOf, isSettled } from '../lifecycle/appointment.ts';
import { isSessionDay } from '../lifecycle/session-day.ts';
import type { SessionStatus } from '../missions/team.ts';

/** Arrival estimates are rounded up to the next 5 minutes ("vers 14h25"). */
export const ARRIVAL_ROUNDING_MINUTES = 5;

/**
 * True when 'En route' may be sent for a session: on its own day (Paris date, `today`) and while
 * it is neither completed nor cancelled. A session of another day has no trip to announce.
 */
export function canSendEnRoute(
  session: { date: string; session_status: SessionStatus },
  today: string,
): boolean {
  return isSessionDay(session.date, today) && !isSettled(appointmentStateOf(session.session_status));
}

const roundUp = (time: number) => {
  const step = ARRIVAL_ROUNDING_MINUTES * 60_000;
  return Math.ceil(time / step) * step;
};

/**
 * The arrival told to the client: now + the trip (`travelMinutes`, null when a place has no
 * coordinates), rounded up to 5 minutes, and never before the appointment's `start`: a client
 * booked for 14h00 expects the technician at 14h00, not earlier, even when the agent leaves early.
 * Without a trip, the planned start while it is ahead, else now rounded up. Never before `now`.
 */
export function estimateArrival({
  now,
  start,
  travelMinutes,
}: {
  now: Date;
  start: Date;
  travelMinutes: number | null;
}): Date {
  const earliest = roundUp(now.getTime() + (travelMinutes ?? 0) * 60_000);
  return new Date(Math.max(earliest, start.getTime()));
}
