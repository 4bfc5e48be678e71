import { MESSAGES } from '@tourneo/domain';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'FEATURE_MISSING'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FEATURE_MISSING: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error type use cases throw; the error handler turns it into `{ success: false, error, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.headers = headers;
  }
}

export const notFound = () => new AppError('NOT_FOUND', MESSAGES.http[404]);

/** PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23505');
}

/** PostgreSQL's foreign_key_violation: a referenced row is missing, or a row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23503');
}

function hasPostgresCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === code) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
