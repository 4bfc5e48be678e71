import type { BillingStatus } from '../billing/status.ts';
import { BOOKING_ERROR_CODES } from '../booking/error-codes.ts';
import { BOOKING_PAGE_MESSAGES as M } from '../messages/booking-page-fr.ts';
import type { AppointmentState } from './appointment.ts';
import { removalRefusalOf } from './billing-state.ts';

/**
 * What the client's booking link may do to its appointment (issue 39): move it ('Reprogrammer',
 * and confirming one of the slots proposed for it), cancel it ('Annuler'), or decline the slots
 * proposed to move it. Loaded by the booking page too (no zod, no catalogue, no time zone: the
 * caller gives today's date in Paris), so its screen follows the same rule as the server's answers.
 */
export type ClientChange = 'reschedule' | 'cancel' | 'decline';

/** Why the link may not change the appointment. */
export type ClientChangeRefusalReason = 'started' | 'completed' | 'cancelled' | 'tooLate';

export interface ClientChangeRefusal {
  reason: ClientChangeRefusalReason;
  /** The booking routes' error code: 409 either way. */
  code: typeof BOOKING_ERROR_CODES.appointmentNotPlanned | typeof BOOKING_ERROR_CODES.changeTooLate;
  /** The French message the client reads. */
  message: string;
}

export type ClientChangeVerdict = { ok: true } | ({ ok: false } & ClientChangeRefusal);

/** The appointment as the rule needs it: its state and its (first) date, 'YYYY-MM-DD' in Paris. */
export interface ClientChangeTarget {
  state: AppointmentState;
  date: string;
}

const MESSAGE_OF_STATE = {
  started: M.changeRefusedStarted,
  completed: M.changeRefusedCompleted,
  cancelled: M.changeRefusedCancelled,
} as const;

/**
 * The refusal that an appointment's state alone gives to every change of the link: none for a
 * planned appointment; a started, completed or cancelled one is the company's alone (the back
 * office reopens a completed one). The booking page shows the state in place of the actions.
 */
export function stateRefusalOf(state: AppointmentState): ClientChangeRefusal | null {
  if (state === 'planned') {
    return null;
  }
  return { reason: state, code: BOOKING_ERROR_CODES.appointmentNotPlanned, message: MESSAGE_OF_STATE[state] };
}

/**
 * Whether the link may make `change` to the appointment, `today` being the date in Paris
 * ('YYYY-MM-DD', `parisDateOf(now)`). Only a planned appointment can be changed (`stateRefusalOf`);
 * moving and cancelling also stop the day before it: from its day on, 'CHANGE_TOO_LATE'.
 * Declining the slots proposed to move it changes nothing of the appointment: it stays open until
 * the appointment leaves `planned`.
 */
export function clientChangeVerdict(
  appointment: ClientChangeTarget,
  change: ClientChange,
  today: string,
): ClientChangeVerdict {
  const refusal = stateRefusalOf(appointment.state);
  if (refusal) {
    return { ok: false, ...refusal };
  }
  if (change !== 'decline' && today >= appointment.date) {
    return {
      ok: false,
      reason: 'tooLate',
      code: BOOKING_ERROR_CODES.changeTooLate,
      message: M.changeTooLate,
    };
  }
  return { ok: true };
}

/**
 * True when 'Reprogrammer' and 'Annuler' are both open for the appointment on `today` (Paris): the
 * link may change it (`clientChangeVerdict`), and it is not billed, since both delete its mission,
 * which a billed or paid appointment refuses (`removalRefusalOf`).
 */
export function canClientChangeAppointment(
  appointment: ClientChangeTarget & { billing: BillingStatus },
  today: string,
): boolean {
  return (
    clientChangeVerdict(appointment, 'reschedule', today).ok &&
    clientChangeVerdict(appointment, 'cancel', today).ok &&
    removalRefusalOf(appointment.billing) === null
  );
}
