import type { SessionStatus } from '../missions/team.ts';
import { MOBILE_MESSAGES } from '../messages/mobile-fr.ts';
import { formatAppointmentDate } from '../messaging/appointment-date.ts';
import { appointmentStateOf } from './appointment.ts';
import { sessionDayPosition } from './session-day.ts';

/** What the start rule reads of a session (the agent app's session and the server's row alike). */
export interface StartableSession {
  /** Its day, 'YYYY-MM-DD' (Paris). */
  date: string;
  session_status: SessionStatus;
  /** The planner allowed the agent to start it before its day (the back office's session edit). */
  early_start_allowed: boolean;
}

/** Why an agent may not start a session. */
export type SessionStartRefusal = 'already-started' | 'completed' | 'cancelled' | 'before-day' | 'after-day';

export type SessionStartCheck = { ok: true } | { ok: false; reason: SessionStartRefusal; message: string };

/**
 * 'Démarrer' in the agent app (issue 39): an agent starts a session only from `planned` (a started
 * one is not started again, a completed or cancelled one no more) and only on its day, `today`
 * being the Paris date of now, unless the planner allowed an early start for that session. The
 * allowance covers the days before, never a day gone by: a session whose day has passed is moved by
 * the planner, not started late. The back office is not bound by this rule (the planner sets a
 * status freely in the session edit); every door of the agent (its call, the offline queue's
 * replay) and the app's button ask it.
 */
export function checkSessionStart(session: StartableSession, today: string): SessionStartCheck {
  const state = appointmentStateOf(session.session_status);
  switch (state) {
    case 'started':
      return refuse('already-started', MOBILE_MESSAGES.sessionAlreadyStarted);
    case 'completed':
      return refuse('completed', MOBILE_MESSAGES.sessionAlreadyCompleted);
    case 'cancelled':
      return refuse('cancelled', MOBILE_MESSAGES.sessionCancelled);
    case 'planned':
      break;
  }
  const day = formatAppointmentDate(session.date);
  switch (sessionDayPosition(session.date, today)) {
    case 'day':
      return { ok: true };
    case 'before':
      return session.early_start_allowed
        ? { ok: true }
        : refuse('before-day', MOBILE_MESSAGES.startBeforeDay(day));
    case 'after':
      return refuse('after-day', MOBILE_MESSAGES.startAfterDay(day));
  }
}

const refuse = (reason: SessionStartRefusal, message: string): SessionStartCheck => ({
  ok: false,
  reason,
  message,
});
