import { ApiError } from './http/fetch-core.ts';

/**
 * The server's own French message when it explains a refusal (4xx: validation, limit, conflict,
 * not found), else the screen's fallback message.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return fallback;
}
