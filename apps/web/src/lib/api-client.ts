import { MESSAGES, messageForStatus } from '@tourneo/domain';

/** An error from the API, with the message to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The message is the server's own (its JSON `error` or `message`), not one chosen here. */
  readonly isServerMessage: boolean;

  constructor(status: number, message: string, code?: string, isServerMessage = false) {
    super(message);
    this.status = status;
    this.code = code;
    this.isServerMessage = isServerMessage;
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

export interface RequestOptions {
  /** Sent as `Idempotency-Key`: the server creates once per key and replays its first answer. */
  idempotencyKey?: string | undefined;
}

/**
 * The one HTTP client: JSON in and out, session cookie, French messages. A failed call throws
 * an ApiError with the server's own message when it sent one, else the spec's message for the
 * status; a call that got no answer throws an ApiError of status 0.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  const payload = await readJson(response);
  if (!response.ok) {
    throw failure(path, response.status, response.statusText, payload);
  }
  return payload as T;
}

/**
 * A POST whose answer is a file (a PDF, a photo): its bytes and the name the server gives it;
 * same errors and 401 handling as `apiRequest`.
 */
export async function apiPostForFile(
  path: string,
  body: unknown,
): Promise<{ blob: Blob; fileName?: string }> {
  const response = await send('POST', path, body, {});
  if (!response.ok) {
    throw failure(path, response.status, response.statusText, await readJson(response));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), ...(fileName ? { fileName } : {}) };
}

async function send(
  method: string,
  path: string,
  body: unknown,
  { idempotencyKey }: RequestOptions,
): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
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
}

/** The ApiError of a failed answer; a 401 outside the login call tells the back office the session ended. */
function failure(path: string, status: number, statusText: string, payload: unknown): ApiError {
  if (status === 401 && !path.startsWith('/admin/login')) {
    onUnauthorised?.();
  }
  const code = payload && typeof payload === 'object' ? (payload as { code?: string }).code : undefined;
  const message = serverMessage(payload);
  return new ApiError(status, message ?? messageForStatus(status, statusText), code, message !== undefined);
}

/**
 * A multipart upload with progress (share of the body sent, 0 to 1), through XMLHttpRequest whose
 * upload events fetch does not offer; same errors and 401 handling as `apiRequest`.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  { onProgress }: { onProgress?: (sent: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress?.(event.loaded / event.total);
      }
    };
    request.onload = () => {
      const payload = request.response as unknown;
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as T);
        return;
      }
      reject(failure(path, request.status, request.statusText, payload));
    };
    request.onerror = () =>
      reject(
        new ApiError(
          0,
          typeof navigator !== 'undefined' && navigator.onLine === false
            ? MESSAGES.network.network
            : MESSAGES.network.connection,
        ),
      );
    request.send(form);
  });
}

export const apiPost = <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
  apiRequest<T>('POST', path, body, options);
export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
