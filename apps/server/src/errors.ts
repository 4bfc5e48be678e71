import { MESSAGES, type BookingErrorCode } from '@tourneo/domain';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'FEATURE_MISSING'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  /** A single-use link already used, or expired (an agent's invitation). */
  | 'GONE'
  /** An upload above its size limit. */
  | 'TOO_LARGE'
  | 'INTERNAL'
  /** The spec's client codes for missions: treated as "already deleted" by its delete popup. */
  | 'RDV_NOT_FOUND'
  | 'DELETE_FAILED'
  /** The booking routes' codes (BOOKING_ERROR_CODES of packages/domain), for the booking page's states. */
  | BookingErrorCode;

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FEATURE_MISSING: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  GONE: 410,
  TOO_LARGE: 413,
  INTERNAL: 500,
  RDV_NOT_FOUND: 404,
  DELETE_FAILED: 409,
  BOOKING_LINK_INVALID: 404,
  BOOKING_LINK_USED: 409,
  NO_APPOINTMENT: 404,
  SLOT_TAKEN: 409,
  SLOT_NOT_PROPOSED: 409,
  SLOT_UNCHANGED: 409,
  CHANGE_TOO_LATE: 409,
  APPOINTMENT_NOT_PLANNED: 409,
  CLIENT_WITHOUT_OPERATION: 422,
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

/**
 * The one path from a unique index to the user: a unique violation becomes 409 with the area's
 * French message; any other error is given back unchanged. `throw conflictOnUniqueViolation(error, m)`.
 */
export function conflictOnUniqueViolation(error: unknown, message: string): unknown {
  return isUniqueViolation(error) ? new AppError('CONFLICT', message) : error;
}

/** PostgreSQL's foreign_key_violation: a referenced row is missing, or a row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23503');
}

/** PostgreSQL's exclusion_violation: an EXCLUDE constraint refused the row (an agent's overlapping sessions). */
export function isExclusionViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23P01');
}

function hasPostgresCode(error: unknown, code: string): boolean {
  return postgresCodeOf(error) === code;
}

/** True when PostgreSQL's SQLSTATE of the error (or of its causes) is in the class, e.g. '22' data exception. */
export function hasPostgresCodeClass(error: unknown, codeClass: string): boolean {
  return postgresCodeOf(error)?.startsWith(codeClass) ?? false;
}

/** The five-character SQLSTATE of a PostgreSQL error, whichever driver raised it and wrapped it. */
function postgresCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint a PostgreSQL error names (unique index, foreign key), whichever driver raised it. */
export function violatedConstraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'constraint' in current && typeof current.constraint === 'string') {
      return current.constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's socket errors met when the database cannot be reached or drops the connection. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own errors when a connection ends or cannot be had in time (no code of their own). */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed',
];

/**
 * True when the error says the database is out of reach for now (restarting, stopped, failing over),
 * not that the request was wrong: PostgreSQL's classes 08 (connection exception) and 57P (operator
 * intervention: shutting down, starting up), a refused or reset socket, or the driver's lost
 * connection. Such a request is answered 503: the user tries again in a few seconds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object') {
      const code = 'code' in current ? current.code : undefined;
      if (
        typeof code === 'string' &&
        (UNREACHABLE_SOCKET_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))
      ) {
        return true;
      }
      const message = 'message' in current ? current.message : undefined;
      if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((known) => message.startsWith(known))) {
        return true;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
