import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failureOf } from '../../../lib/http/fetch-test-helpers.ts';
import { isNetworkFailure, mobileRequest } from './mobile-request.ts';

afterEach(() => {
  vi.unstubAllGlobals();
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
