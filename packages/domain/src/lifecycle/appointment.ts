import type { SessionStatus } from '../missions/team.ts';

/**
 * An appointment's lifecycle (issue 39): the one place that says which states there are. Every
 * door (booking link, agent app, back office, public API, automations, workers, billing) asks the
 * rules of this folder, never the raw statuses.
 *
 *   planned ──start──▶ started ──complete──▶ completed ──reopen (back office, reason)──▶ planned
 *      │                  │
 *      └──cancel──────────┴──▶ cancelled
 *
 * A mission's `status` column holds these states under their stored names (`in_progress` for
 * started); its billing (pending, billed, paid) is a second axis.
 */
export const APPOINTMENT_STATES = ['planned', 'started', 'completed', 'cancelled'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

const STATE_OF_STATUS: Record<SessionStatus, AppointmentState> = {
  planned: 'planned',
  in_progress: 'started',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** The state of a mission (or of one of its sessions) from its stored status. */
export function appointmentStateOf(status: SessionStatus): AppointmentState {
  return STATE_OF_STATUS[status];
}

/** A state from which nothing goes on without the back office (reopening a completed one). */
export function isSettled(state: AppointmentState): boolean {
  return state === 'completed' || state === 'cancelled';
}
