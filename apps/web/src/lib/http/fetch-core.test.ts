import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { hasBookingCode, postBooking } from '../../features/booking/api/booking-request.ts';
import { isNetworkFailure, mobileRequest } from '../../features/mobile/api/mobile-request.ts';
import { ApiError, sendRequest } from './fetch-core.ts';

const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fetch core', () => {
  it('sends JSON with its idempotency key, form data as it is', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await sendRequest('/x', { body: { a: 1 }, idempotencyKey: 'k-1' });
    await sendRequest('/y', { body: new FormData() });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [json, form] = [calls[0]?.[1], calls[1]?.[1]];
    expect(json).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      body: '{"a":1}',
    });
    expect(form?.headers).toEqual({});
    expect(form?.body).toBeInstanceOf(FormData);
  });

  it('a call that got no answer is an ApiError of status 0 with the connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await failureOf(sendRequest('/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_MESSAGES.connection);
  });
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

describe('the agent app on the core', () => {
  it('a 503 without an answer of the server is no network: the offline queue keeps the call', async () => {
    answer(503);
    const error = await failureOf(mobileRequest('/mobile/schedule', { body: {} }));
    expect(error.status).toBe(0);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it("a 503 the server explains is the server's refusal", async () => {
    answer(503, { error: 'Service indisponible' });
    const error = await failureOf(mobileRequest('/mobile/schedule', { body: {} }));
    expect(error.status).toBe(503);
    expect(isNetworkFailure(error)).toBe(false);
    expect(error.message).toBe('Service indisponible');
  });
});
