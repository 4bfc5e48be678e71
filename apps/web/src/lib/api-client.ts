import { messageForStatus } from '@tourneo/domain';
import {
  ApiError,
  readJson,
  refusalError,
  sendRequest,
  unansweredCallError,
  type CallOptions,
} from './http/fetch-core.ts';

type UnauthorisedListener = () => void;
let onUnauthorised: UnauthorisedListener | undefined;

/** The back office registers here to go back to the login page when the session has expired. */
export function setUnauthorisedListener(listener: UnauthorisedListener | undefined): void {
  onUnauthorised = listener;
}

export type RequestOptions = Pick<CallOptions, 'idempotencyKey'>;

/**
 * The back office's client, on the app's fetch core: JSON in and out, session cookie, French
 * messages. A failed call throws an ApiError with the server's own message when it sent one, else
 * the spec's message for the status; a call that got no answer throws an ApiError of status 0.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  { idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const response = await sendRequest(path, { method, body, idempotencyKey });
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
  const response = await sendRequest(path, { method: 'POST', body });
  if (!response.ok) {
    throw failure(path, response.status, response.statusText, await readJson(response));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), ...(fileName ? { fileName } : {}) };
}

/** The ApiError of a failed answer; a 401 outside the login call tells the back office the session ended. */
function failure(path: string, status: number, statusText: string, payload: unknown): ApiError {
  if (status === 401 && !path.startsWith('/admin/login')) {
    onUnauthorised?.();
  }
  return refusalError(status, payload, messageForStatus(status, statusText));
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
    request.onerror = () => reject(unansweredCallError());
    request.send(form);
  });
}

export const apiPost = <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
  apiRequest<T>('POST', path, body, options);
export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
