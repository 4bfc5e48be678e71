import { MESSAGES } from '../messages/fr.ts';
import type { AppointmentState } from './appointment.ts';

/**
 * The messages that speak of an appointment (issue 39, point 5): what they say is checked against
 * the appointment when they are about to leave. The other kinds (invitation, automations, the
 * report) do not announce a date or a state.
 */
export const APPOINTMENT_MESSAGE_KINDS = [
  'confirmation',
  'reschedule',
  'reminder_d7',
  'reminder_d1',
  'cancellation',
  'en_route',
] as const;
export type AppointmentMessageKind = (typeof APPOINTMENT_MESSAGE_KINDS)[number];

export function isAppointmentMessageKind(kind: string): kind is AppointmentMessageKind {
  return (APPOINTMENT_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/** What a message announced when it was written: its kind and the appointment's start it named. */
export interface AnnouncedAppointment {
  kind: string;
  /** `YYYY-MM-DD`; null on rows written before the start was recorded (not compared then). */
  date: string | null;
  /** First slot (0 = 8h00); null with `date`. */
  beginning: number | null;
}

/** The appointment as it is now: its state and its start (first session not cancelled; null: none). */
export interface CurrentAppointment {
  state: AppointmentState;
  date: string | null;
  beginning: number | null;
}

export type MessageVerdict = { shouldSend: true } | { shouldSend: false; reason: string };

const SEND: MessageVerdict = { shouldSend: true };
const notSent = (reason: string): MessageVerdict => ({ shouldSend: false, reason });
const m = MESSAGES.clientMessages;

/**
 * Whether a message still tells the truth as it is about to leave, else why it is not sent
 * (French, shown in the client's 'Messages envoyés'):
 * - the client was erased (or deleted): nothing more goes to it ('annulé : client effacé');
 * - a confirmation, reschedule notice or reminder: not for an appointment deleted or cancelled
 *   ('annulé : rendez-vous annulé') or completed ('annulé : intervention réalisée'), nor for a
 *   start other than the one it names ('annulé : rendez-vous modifié': the notice of the move
 *   tells the client);
 * - 'En route': not once the appointment is cancelled or completed (its session may be any day);
 * - a cancellation notice: sent once the appointment is cancelled or deleted, of course; not when
 *   the appointment is on again at the very start it says cancelled ('annulé : rendez-vous modifié').
 *
 * `appointment`: undefined when the message names no mission; null when its mission is deleted.
 */
export function messageVerdict({
  announced,
  appointment,
  isClientErased,
}: {
  announced: AnnouncedAppointment;
  appointment: CurrentAppointment | null | undefined;
  isClientErased: boolean;
}): MessageVerdict {
  if (isClientErased) {
    return notSent(m.notSentClientErased);
  }
  if (appointment === undefined || !isAppointmentMessageKind(announced.kind)) {
    return SEND;
  }
  const isAtAnnouncedStart =
    appointment !== null &&
    appointment.date === announced.date &&
    appointment.beginning === announced.beginning;
  if (announced.kind === 'cancellation') {
    const isOnAgain =
      appointment !== null && (appointment.state === 'planned' || appointment.state === 'started');
    return isOnAgain && isAtAnnouncedStart ? notSent(m.notSentAppointmentMoved) : SEND;
  }
  if (appointment === null || appointment.state === 'cancelled') {
    return notSent(m.notSentAppointmentCancelled);
  }
  if (appointment.state === 'completed') {
    return notSent(m.notSentInterventionDone);
  }
  if (announced.kind === 'en_route' || announced.date === null) {
    return SEND;
  }
  return isAtAnnouncedStart ? SEND : notSent(m.notSentAppointmentMoved);
}

const UNTRUE_REASONS: readonly string[] = [
  m.notSentAppointmentMoved,
  m.notSentAppointmentCancelled,
  m.notSentInterventionDone,
  m.notSentClientErased,
];

/**
 * A message recorded not sent because what it said was no longer true (`messageVerdict`): a copy
 * would say the same untruth, so it is not resent (the back office hides 'Renvoyer', the server
 * refuses with a 409).
 */
export function isUntrueMessage(message: { status: string; last_error: string | null }): boolean {
  return (
    message.status === 'not_sent' &&
    message.last_error !== null &&
    UNTRUE_REASONS.includes(message.last_error)
  );
}
