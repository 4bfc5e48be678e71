import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { APPOINTMENT_STATES, type AppointmentState } from './appointment.ts';
import { isUntrueMessage, messageVerdict, type CurrentAppointment } from './message-validity.ts';

const m = MESSAGES.clientMessages;
const WEDNESDAY = '2027-06-09';
const THURSDAY = '2027-06-10';

const announced = (kind: string) => ({ kind, date: WEDNESDAY, beginning: 4 });
const at = (state: AppointmentState, date = WEDNESDAY, beginning = 4): CurrentAppointment => ({
  state,
  date,
  beginning,
});
const verdict = (kind: string, appointment: CurrentAppointment | null | undefined, isClientErased = false) =>
  messageVerdict({ announced: announced(kind), appointment, isClientErased });
const sent = { shouldSend: true };
const notSent = (reason: string) => ({ shouldSend: false, reason });

describe('messageVerdict', () => {
  it('the French reasons, as the client history shows them', () => {
    expect([
      m.notSentAppointmentMoved,
      m.notSentAppointmentCancelled,
      m.notSentInterventionDone,
      m.notSentClientErased,
    ]).toEqual([
      'annulé : rendez-vous modifié',
      'annulé : rendez-vous annulé',
      'annulé : intervention réalisée',
      'annulé : client effacé',
    ]);
  });

  it.each(['confirmation', 'reschedule', 'reminder_d7', 'reminder_d1'])(
    '%s: sent for the start it names, not once moved to another day or another slot',
    (kind) => {
      expect(verdict(kind, at('planned'))).toEqual(sent);
      expect(verdict(kind, at('started'))).toEqual(sent);
      expect(verdict(kind, at('planned', THURSDAY))).toEqual(notSent(m.notSentAppointmentMoved));
      expect(verdict(kind, at('planned', WEDNESDAY, 5))).toEqual(notSent(m.notSentAppointmentMoved));
      // Every session removed: no start left.
      expect(verdict(kind, { state: 'planned', date: null, beginning: null })).toEqual(
        notSent(m.notSentAppointmentMoved),
      );
    },
  );

  it.each(['confirmation', 'reschedule', 'reminder_d7', 'reminder_d1', 'en_route'])(
    '%s: not sent for an appointment cancelled, deleted or completed',
    (kind) => {
      expect(verdict(kind, at('cancelled'))).toEqual(notSent(m.notSentAppointmentCancelled));
      expect(verdict(kind, null)).toEqual(notSent(m.notSentAppointmentCancelled));
      expect(verdict(kind, at('completed'))).toEqual(notSent(m.notSentInterventionDone));
    },
  );

  it("'En route' names no start: sent whatever the session's day", () => {
    expect(verdict('en_route', at('started', THURSDAY))).toEqual(sent);
    expect(verdict('en_route', at('planned', THURSDAY))).toEqual(sent);
  });

  it('a cancellation notice is sent after the cancellation or the deletion, not once the appointment is on again at that start', () => {
    expect(verdict('cancellation', at('cancelled'))).toEqual(sent);
    expect(verdict('cancellation', null)).toEqual(sent);
    expect(verdict('cancellation', { state: 'planned', date: null, beginning: null })).toEqual(sent);
    expect(verdict('cancellation', at('planned', THURSDAY))).toEqual(sent);
    expect(verdict('cancellation', at('planned'))).toEqual(notSent(m.notSentAppointmentMoved));
  });

  it('nothing goes to an erased client, whatever the kind and the state', () => {
    for (const kind of ['confirmation', 'cancellation', 'invitation', 'satisfaction']) {
      for (const state of APPOINTMENT_STATES) {
        expect(verdict(kind, at(state), true)).toEqual(notSent(m.notSentClientErased));
      }
    }
  });

  it('a message naming no appointment, or of another kind, is sent', () => {
    expect(verdict('confirmation', undefined)).toEqual(sent);
    for (const state of APPOINTMENT_STATES) {
      expect(verdict('session_report', at(state, THURSDAY))).toEqual(sent);
      expect(verdict('satisfaction', at(state, THURSDAY))).toEqual(sent);
    }
  });

  it('a row written before the start was recorded is checked on the state only', () => {
    const legacy = { kind: 'reminder_d1', date: null, beginning: null };
    expect(
      messageVerdict({ announced: legacy, appointment: at('planned', THURSDAY), isClientErased: false }),
    ).toEqual(sent);
    expect(
      messageVerdict({ announced: legacy, appointment: at('cancelled'), isClientErased: false }),
    ).toEqual(notSent(m.notSentAppointmentCancelled));
  });
});

describe('isUntrueMessage', () => {
  it('a message not sent because it was no longer true; not one without gateway, nor a failure', () => {
    expect(isUntrueMessage({ status: 'not_sent', last_error: m.notSentAppointmentMoved })).toBe(true);
    expect(isUntrueMessage({ status: 'not_sent', last_error: m.notSentClientErased })).toBe(true);
    expect(isUntrueMessage({ status: 'not_sent', last_error: m.noSmsGateway })).toBe(false);
    expect(isUntrueMessage({ status: 'failed', last_error: m.notSentAppointmentMoved })).toBe(false);
    expect(isUntrueMessage({ status: 'sent', last_error: null })).toBe(false);
  });
});
