import { describe, expect, it } from 'vitest';
import { BOOKING_ERROR_CODES } from '../booking/error-codes.ts';
import { MESSAGES } from '../messages/fr.ts';
import { parisDateOf } from '../time/paris.ts';
import { APPOINTMENT_STATES } from './appointment.ts';
import {
  canClientChangeAppointment,
  clientChangeVerdict,
  stateRefusalOf,
  type ClientChange,
} from './client-changes.ts';

const b = MESSAGES.booking;
const CHANGES: ClientChange[] = ['reschedule', 'cancel', 'decline'];
const APPOINTMENT_DATE = '2026-11-25';
const EVE = '2026-11-24';

describe('clientChangeVerdict: what the booking link may do to its appointment', () => {
  it.each(CHANGES)('a planned appointment may be changed (%s) on the eve of its day', (change) => {
    expect(clientChangeVerdict({ state: 'planned', date: APPOINTMENT_DATE }, change, EVE)).toEqual({
      ok: true,
    });
  });

  it.each(['reschedule', 'cancel'] as const)('on its day, %s is too late (CHANGE_TOO_LATE)', (change) => {
    expect(
      clientChangeVerdict({ state: 'planned', date: APPOINTMENT_DATE }, change, APPOINTMENT_DATE),
    ).toEqual({
      ok: false,
      reason: 'tooLate',
      code: BOOKING_ERROR_CODES.changeTooLate,
      message: b.cancelTooLate,
    });
  });

  it('the day turns at midnight Paris time: 23h59m59s on the eve is still in time, 0h00 is too late', () => {
    // Winter: Paris is UTC+1.
    const eveLastSecond = parisDateOf(new Date('2026-11-24T22:59:59Z'));
    const dayFirstSecond = parisDateOf(new Date('2026-11-24T23:00:00Z'));
    const planned = { state: 'planned', date: APPOINTMENT_DATE } as const;
    expect(clientChangeVerdict(planned, 'cancel', eveLastSecond).ok).toBe(true);
    expect(clientChangeVerdict(planned, 'cancel', dayFirstSecond).ok).toBe(false);
  });

  it('declining the slots proposed to move it stays open on its day: the appointment itself does not change', () => {
    expect(
      clientChangeVerdict({ state: 'planned', date: APPOINTMENT_DATE }, 'decline', APPOINTMENT_DATE).ok,
    ).toBe(true);
  });

  const notPlanned = [
    ['started', MESSAGES.bookingPage.changeRefusedStarted],
    ['completed', MESSAGES.bookingPage.changeRefusedCompleted],
    ['cancelled', MESSAGES.bookingPage.changeRefusedCancelled],
  ] as const;
  describe.each(notPlanned)('a %s appointment', (state, message) => {
    it.each(CHANGES)(
      'refuses %s with APPOINTMENT_NOT_PLANNED and its French message, even a week ahead',
      (change) => {
        expect(clientChangeVerdict({ state, date: '2026-12-02' }, change, EVE)).toEqual({
          ok: false,
          reason: state,
          code: BOOKING_ERROR_CODES.appointmentNotPlanned,
          message,
        });
      },
    );
  });

  it('says the state before the deadline: a completed appointment of today is "completed", not "too late"', () => {
    expect(
      clientChangeVerdict({ state: 'completed', date: APPOINTMENT_DATE }, 'cancel', APPOINTMENT_DATE),
    ).toMatchObject({ reason: 'completed' });
  });

  it('only a planned state is free of a refusal of its own', () => {
    expect(APPOINTMENT_STATES.filter((state) => stateRefusalOf(state) === null)).toEqual(['planned']);
  });

  it('offers the buttons only for a planned appointment before its day', () => {
    const offered = APPOINTMENT_STATES.filter((state) =>
      canClientChangeAppointment({ state, date: APPOINTMENT_DATE, billing: 'pending' }, EVE),
    );
    expect(offered).toEqual(['planned']);
    expect(
      canClientChangeAppointment(
        { state: 'planned', date: APPOINTMENT_DATE, billing: 'pending' },
        APPOINTMENT_DATE,
      ),
    ).toBe(false);
  });

  it('offers no button for a billed or paid appointment, even planned before its day', () => {
    for (const billing of ['billed', 'paid'] as const) {
      expect(canClientChangeAppointment({ state: 'planned', date: APPOINTMENT_DATE, billing }, EVE)).toBe(
        false,
      );
    }
  });

  it('every refusal message is French and distinct', () => {
    const messages = [
      b.cancelTooLate,
      MESSAGES.bookingPage.changeRefusedStarted,
      MESSAGES.bookingPage.changeRefusedCompleted,
      MESSAGES.bookingPage.changeRefusedCancelled,
    ];
    expect(new Set(messages).size).toBe(4);
    for (const message of messages) {
      expect(message).toMatch(/rendez-vous/);
    }
  });
});
