import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';

/**
 * A failed call of the agent app: the server's French message and status, or status 0 when no
 * answer came (no network, server unreachable): the offline queue keeps such a call for later.
 */
export class MobileRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** True when the call never reached the server (to be queued or retried, not shown as refused). */
export const isNetworkFailure = (error: unknown) => error instanceof MobileRequestError && error.status === 0;

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

export interface MobileRequestOptions {
  method?: 'GET' | 'POST';
  /** A JSON body, or form data (an upload). */
  body?: object | FormData;
  /** One per submission, drawn when the action is made and kept while it is retried. */
  idempotencyKey?: string;
}

/**
 * The agent app's one HTTP call (a `fetch` wrapper, as the booking page's: the back office's
 * client brings the domain root and zod). The agent's cookie (Path=/mobile) goes with it.
 */
export async function mobileRequest<T>(path: string, options: MobileRequestOptions = {}): Promise<T> {
  const { method = 'POST', body, idempotencyKey } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
  }
  if (idempotencyKey) {
    headers['idempotency-key'] = idempotencyKey;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new MobileRequestError(
      0,
      navigator.onLine === false ? NETWORK_MESSAGES.network : NETWORK_MESSAGES.connection,
    );
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    // A 503 from a proxy or a service worker without network is no answer of the server.
    const status = response.status === 503 && payload === undefined ? 0 : response.status;
    throw new MobileRequestError(status, messageOf(payload) ?? NETWORK_MESSAGES.unexpected);
  }
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.blob()) as T;
}
