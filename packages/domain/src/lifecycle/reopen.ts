import type { SessionStatus } from '../missions/team.ts';
import { REOPEN_MESSAGES as M } from '../messages/reopen-fr.ts';
import { appointmentStateOf } from './appointment.ts';

/**
 * Reopening a completed appointment (issue 39): a status change that leaves `completed` (to
 * planned, started or cancelled) is a reopening. Only the back office may reopen, and only with a
 * reason, kept beside the report (erasable with the client) and shown in the audit log; the agent app, the booking link and the public API never do
 * (their own rules already refuse every change of a completed appointment). The report of the
 * completed appointment is not lost: it was frozen as a version when it was completed, and a
 * second completion adds the next version.
 *
 *   completed ──reopen (back office, reason)──▶ planned | started | cancelled
 */
export const REOPEN_DOORS = ['back_office', 'agent_app', 'booking_link', 'public_api'] as const;
export type ReopenDoor = (typeof REOPEN_DOORS)[number];

/** A reason's bounds, counted once trimmed. */
export const REOPEN_REASON_MIN_LENGTH = 3;
export const REOPEN_REASON_MAX_LENGTH = 500;

/** True when the change of status `from` → `to` leaves `completed` (`to` undefined: no change asked). */
export function isReopening(from: SessionStatus, to: SessionStatus | null | undefined): boolean {
  return (
    to !== undefined &&
    to !== null &&
    appointmentStateOf(from) === 'completed' &&
    appointmentStateOf(to) !== 'completed'
  );
}

/** The French error of a reopening's reason, or null when it will do (3 to 500 characters once trimmed). */
export function reopenReasonError(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length === 0) {
    return M.reasonRequired;
  }
  if (trimmed.length < REOPEN_REASON_MIN_LENGTH) {
    return M.reasonTooShort(REOPEN_REASON_MIN_LENGTH);
  }
  if (trimmed.length > REOPEN_REASON_MAX_LENGTH) {
    return M.reasonTooLong(REOPEN_REASON_MAX_LENGTH);
  }
  return null;
}

/** A status change asked at a door, with the reason given (if any). */
export interface StatusChange {
  door: ReopenDoor;
  from: SessionStatus;
  to: SessionStatus | null | undefined;
  reason?: string | null | undefined;
}

export type ReopenCheck =
  /** `reason`: the trimmed reason of a reopening, null when the change is no reopening. */
  | { ok: true; isReopening: boolean; reason: string | null }
  | { ok: false; refusal: 'door' | 'reason'; message: string };

/**
 * Whether a status change may go on: any change that does not leave `completed` may (this rule
 * says nothing of it); a reopening only from the back office (else 'door') and with a reason of 3
 * to 500 characters (else 'reason', the French message of the 409 the server answers).
 */
export function checkReopen(change: StatusChange): ReopenCheck {
  if (!isReopening(change.from, change.to)) {
    return { ok: true, isReopening: false, reason: null };
  }
  if (change.door !== 'back_office') {
    return { ok: false, refusal: 'door', message: M.forbidden };
  }
  const error = reopenReasonError(change.reason);
  if (error) {
    return { ok: false, refusal: 'reason', message: error };
  }
  return { ok: true, isReopening: true, reason: change.reason!.trim() };
}

/**
 * The mission's status once one of its sessions was reopened: still completed when every session
 * is completed or cancelled (at least one completed), cancelled when every one is; else started
 * (in progress) when one is started or completed; else planned.
 */
export function missionStatusAfterReopen(sessionStatuses: readonly SessionStatus[]): SessionStatus {
  const states = sessionStatuses.map(appointmentStateOf);
  if (states.length > 0 && states.every((state) => state === 'cancelled')) {
    return 'cancelled';
  }
  if (states.every((state) => state === 'completed' || state === 'cancelled')) {
    return 'completed';
  }
  return states.some((state) => state === 'started' || state === 'completed') ? 'in_progress' : 'planned';
}

/**
 * A session's status once its mission was reopened by the mission's own status (`to`): a
 * completed session takes it, so that the mission and its sessions say the same and the agent's
 * 'Terminer' completes it again; a session not completed keeps its status.
 */
export function sessionStatusAfterMissionReopen(session: SessionStatus, to: SessionStatus): SessionStatus {
  return appointmentStateOf(session) === 'completed' ? to : session;
}

/**
 * Whether the agent app may still change the mission's report (answers, photos, signature): not
 * once the mission is completed, until the back office reopens it.
 */
export function isReportOpen(missionStatus: SessionStatus): boolean {
  return appointmentStateOf(missionStatus) !== 'completed';
}
