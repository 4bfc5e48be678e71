import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import {
  canChangeAppointmentOf,
  clientChangeRefusal,
  isCancelledByErasure,
  isErasedClient,
  isListedClient,
  sessionStatusAfterErasure,
} from './erased-client.ts';
import { APPOINTMENT_STATES } from './appointment.ts';

describe('an erased client', () => {
  it('is erased once it has an erasure instant, as a Date or as the wire string', () => {
    expect(isErasedClient({ erasedAt: new Date('2026-11-20T10:00:00Z') })).toBe(true);
    expect(isErasedClient({ erasedAt: '2026-11-20T10:00:00.000Z' })).toBe(true);
    expect(isErasedClient({ erasedAt: null })).toBe(false);
    expect(isErasedClient({})).toBe(false);
  });

  it('is not listed; a client not erased is', () => {
    expect(isListedClient({ erasedAt: new Date() })).toBe(false);
    expect(isListedClient({ erasedAt: null })).toBe(true);
  });

  it('refuses every change with the French message; a client not erased may change', () => {
    expect(clientChangeRefusal({ erasedAt: new Date() })).toBe(MESSAGES.gdpr.erasedClientLocked);
    expect(clientChangeRefusal({ erasedAt: null })).toBeNull();
  });

  it("its appointments offer no edit actions; another client's, or an appointment without one, do", () => {
    expect(canChangeAppointmentOf({ client_erased: true })).toBe(false);
    expect(canChangeAppointmentOf({ client_erased: false })).toBe(true);
    expect(canChangeAppointmentOf({})).toBe(true);
  });

  it('its erasure cancels every open appointment (planned, started) not billed, and no other', () => {
    const cancelled = APPOINTMENT_STATES.flatMap((state) =>
      (['pending', 'billed', 'paid'] as const)
        .filter((billing) => isCancelledByErasure({ state, billing }))
        .map((billing) => `${state} ${billing}`),
    );
    expect(cancelled).toEqual(['planned pending', 'started pending']);
  });

  it("its erasure cancels a cancelled appointment's open sessions; completed and cancelled ones stay", () => {
    expect(sessionStatusAfterErasure('planned')).toBe('cancelled');
    expect(sessionStatusAfterErasure('in_progress')).toBe('cancelled');
    expect(sessionStatusAfterErasure('completed')).toBe('completed');
    expect(sessionStatusAfterErasure('cancelled')).toBe('cancelled');
  });
});
