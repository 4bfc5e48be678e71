import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { ApiError, readJson, refusalError, sendRequest } from '../../../lib/http/fetch-core.ts';

/**
 * True when the call never reached the server (status 0: no network, server unreachable): the
 * offline queue keeps such a call for later, it is not shown as refused.
 */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

export interface MobileRequestOptions {
  method?: 'GET' | 'POST';
  /** A JSON body, or form data (an upload). */
  body?: object | FormData;
  /** One per submission, drawn when the action is made and kept while it is retried. */
  idempotencyKey?: string;
}

/**
 * The agent app's one HTTP call, on the app's fetch core (the back office's client brings the
 * domain root and zod). The agent's cookie (Path=/mobile) goes with it. A refusal throws an
 * ApiError with the server's French message, else the unexpected-error message.
 */
export async function mobileRequest<T>(path: string, options: MobileRequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options);
  if (!response.ok) {
    const payload = await readJson(response);
    // A 503 from a proxy or a service worker without network is no answer of the server.
    const status = response.status === 503 && payload === undefined ? 0 : response.status;
    throw refusalError(status, payload, NETWORK_MESSAGES.unexpected);
  }
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.blob()) as T;
}
