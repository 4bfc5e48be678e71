import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { sendRequest } from './fetch-core.ts';
import { failureOf } from './fetch-test-helpers.ts';

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
