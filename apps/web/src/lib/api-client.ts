import { MESSAGES, messageForStatus } from '@tourneo/domain';

/** An error from the API, with the message to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type UnauthorisedListener = () => void;
let onUnauthorised: UnauthorisedListener | undefined;

/** The back office registers here to go back to the login page when the session has expired. */
export function setUnauthorisedListener(listener: UnauthorisedListener | undefined): void {
  onUnauthorised = listener;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) {
      return error;
    }
    if (typeof message === 'string' && message) {
      return message;
    }
  }
  return undefined;
}

/**
 * The one HTTP client: JSON in and out, session cookie, French messages. A failed call throws
 * an ApiError with the server's own message when it sent one, else the spec's message for the status.
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw new ApiError(0, MESSAGES.network.network);
    }
    throw new ApiError(
      0,
      error instanceof TypeError ? MESSAGES.network.connection : MESSAGES.network.unexpected,
    );
  }
  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith('/admin/login')) {
      onUnauthorised?.();
    }
    const code = payload && typeof payload === 'object' ? (payload as { code?: string }).code : undefined;
    throw new ApiError(
      response.status,
      serverMessage(payload) ?? messageForStatus(response.status, response.statusText),
      code,
    );
  }
  return payload as T;
}

export const apiPost = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body);
export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
