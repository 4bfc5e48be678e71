import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { answer, failureOf } from '../../../lib/http/fetch-test-helpers.ts';
import { hasBookingCode, postBooking } from './booking-request.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the booking page on the core', () => {
  it('keeps the server message, its booking code and whole answer', async () => {
    answer(409, { error: "Ce créneau vient d'être réservé.", code: 'SLOT_TAKEN', appointments: [] });
    const error = await failureOf(postBooking('/rdv/confirm-appointment', {}));
    expect(error.message).toBe("Ce créneau vient d'être réservé.");
    expect(hasBookingCode(error, 'SLOT_TAKEN')).toBe(true);
    expect(error.payload).toEqual(expect.objectContaining({ appointments: [] }));
  });

  it('a refusal without a message is the unexpected-error message', async () => {
    answer(500);
    expect((await failureOf(postBooking('/rdv/x', {}))).message).toBe(NETWORK_MESSAGES.unexpected);
  });
});
