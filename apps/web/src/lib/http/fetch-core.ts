import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';

/*
 * The one fetch core of the web app: the back office (lib/api-client.ts), the booking page
 * (features/booking/api/booking-request.ts) and the agent app
 * (features/mobile/api/mobile-request.ts) each build
 * their client on it and keep only their own rules (messages by status, redirect on 401, offline
 * queue). It imports nothing but the network messages: the booking page's and the agent app's
 * bundles carry it whole.
 */

/** A failed call: the message to show, the status (0 when no answer came), the server's code and answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The message is the server's own (its JSON `error` or `message`), not one chosen here. */
  readonly isServerMessage: boolean;
  /** The server's whole answer (a booking slot taken meanwhile carries fresh proposals). */
  readonly payload: unknown;

  constructor(
    status: number,
    message: string,
    code?: string,
    { isServerMessage = false, payload }: { isServerMessage?: boolean; payload?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.isServerMessage = isServerMessage;
    this.payload = payload;
  }
}

export interface CallOptions {
  method?: string;
  /** A JSON body, or form data (an upload). */
  body?: unknown;
  /** Sent as `Idempotency-Key`: the server creates once per key and replays its first answer. */
  idempotencyKey?: string | undefined;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The ApiError of a call that got no answer: offline, else the server could not be reached. */
export function unansweredCallError(): ApiError {
  return new ApiError(0, isOffline() ? NETWORK_MESSAGES.network : NETWORK_MESSAGES.connection);
}

/**
 * Sends one call with the session cookie: JSON or form data, and its idempotency key. A call that
 * got no answer throws an ApiError of status 0; any answer, even a refusal, is returned.
 */
export async function sendRequest(
  path: string,
  { method = 'POST', body, idempotencyKey }: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
  }
  if (idempotencyKey) {
    headers['idempotency-key'] = idempotencyKey;
  }
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    // fetch rejects a network failure with a TypeError; anything else is unexpected.
    throw isOffline() || error instanceof TypeError
      ? unansweredCallError()
      : new ApiError(0, NETWORK_MESSAGES.unexpected);
  }
}

/** The answer's JSON, or undefined when it has none. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The server's own message in an answer: its `error`, else its `message`. */
export function serverMessageOf(payload: unknown): string | undefined {
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

/** The ApiError of a refused call: the server's message when it sent one, else the client's fallback. */
export function refusalError(status: number, payload: unknown, fallbackMessage: string): ApiError {
  const code = payload && typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
  const message = serverMessageOf(payload);
  return new ApiError(status, message ?? fallbackMessage, typeof code === 'string' ? code : undefined, {
    isServerMessage: message !== undefined,
    payload,
  });
}
