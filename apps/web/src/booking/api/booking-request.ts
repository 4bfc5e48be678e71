import type { BookingErrorCode } from '@tourneo/domain/booking/responses';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';

/**
 * A failed booking call: the server's French message, its booking `code` and whole answer (a slot
 * taken meanwhile carries fresh proposals), or status 0 when no answer came.
 */
export class BookingRequestError extends Error {
  readonly status: number;
  /** A `BookingErrorCode`, or another code of the server's. */
  readonly code: string | undefined;
  readonly payload: unknown;

  constructor(status: number, message: string, code?: string, payload?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.payload = payload;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object') {
    const { error, message } = payload as { error?: unknown; message?: unknown };
    for (const text of [error, message]) {
      if (typeof text === 'string' && text) {
        return text;
      }
    }
  }
  return undefined;
}

/**
 * The booking page's one HTTP call. The back office's client is not used here: it brings the
 * whole message catalogue and the domain package's root, more than this page's budget allows.
 */
export async function postBooking<T>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new BookingRequestError(
      0,
      navigator.onLine === false ? NETWORK_MESSAGES.network : NETWORK_MESSAGES.connection,
    );
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = payload && typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
    throw new BookingRequestError(
      response.status,
      messageOf(payload) ?? NETWORK_MESSAGES.unexpected,
      typeof code === 'string' ? code : undefined,
      payload,
    );
  }
  return payload as T;
}

/** Whether the call failed with this booking code (typed against the server's codes). */
export const hasBookingCode = (error: unknown, code: BookingErrorCode): error is BookingRequestError =>
  error instanceof BookingRequestError && error.code === code;
