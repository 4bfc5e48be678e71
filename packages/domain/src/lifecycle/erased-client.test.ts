import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import {
  canChangeAppointmentOf,
  clientChangeRefusal,
  isErasedClient,
  isListedClient,
} from './erased-client.ts';

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
});
