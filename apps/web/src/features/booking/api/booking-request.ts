import type { BookingErrorCode } from '@tourneo/domain/booking/responses';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { ApiError, readJson, refusalError, sendRequest } from '../../../lib/http/fetch-core.ts';

/**
 * The booking page's one HTTP call, on the app's fetch core (the back office's client would bring
 * the whole message catalogue and the domain package's root, more than this page's budget allows).
 * A refusal throws an ApiError with the server's French message, its booking `code` and whole
 * answer (a slot taken meanwhile carries fresh proposals), else the unexpected-error message.
 */
export async function postBooking<T>(path: string, body: object): Promise<T> {
  const response = await sendRequest(path, { body });
  const payload = await readJson(response);
  if (!response.ok) {
    throw refusalError(response.status, payload, NETWORK_MESSAGES.unexpected);
  }
  return payload as T;
}

/** Whether the call failed with this booking code (typed against the server's codes). */
export const hasBookingCode = (error: unknown, code: BookingErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;
