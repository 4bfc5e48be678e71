import { vi } from 'vitest';
import { ApiError } from './fetch-core.ts';

/** Every `fetch` answers `status` with `body` as JSON (none when undefined). */
export const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

/** The ApiError a call fails with; fails the test when the call succeeds or fails otherwise. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
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
