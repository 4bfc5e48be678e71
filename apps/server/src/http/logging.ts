import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * What the logs may hold: methods, paths, status codes, timings, error types, codes and SQL text.
 * Never: query strings (booking tokens), headers (cookies), bodies, SQL parameters (password
 * hashes, clients' personal data), database error details (they quote the offending values),
 * IP addresses.
 */
const REDACTED = '[masqué]';

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  cause?: SerializedError;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>": the SQL is kept, the values are not. */
function withoutParameters(text: string): string {
  const start = text.indexOf('\nparams:');
  if (start === -1) {
    return text;
  }
  const stackFrames = text.indexOf('\n    at ', start);
  return `${text.slice(0, start)}\nparams: ${REDACTED}${stackFrames === -1 ? '' : text.slice(stackFrames)}`;
}

/** PostgreSQL quotes the offending value in some messages (`invalid input syntax for type integer: "..."`). */
function withoutQuotedValues(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`);
}

const isPostgresError = (record: Record<string, unknown>) =>
  typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code) && 'severity' in record;

/** An error as the logs show it: type, message without values, PostgreSQL code and constraint, stack. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: REDACTED, stack: '' };
  }
  const record = error as unknown as Record<string, unknown>;
  const clean = isPostgresError(record)
    ? (text: string) => withoutQuotedValues(withoutParameters(text))
    : withoutParameters;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
  };
  for (const key of ['code', 'constraint', 'table'] as const) {
    const value = record[key];
    if (typeof value === 'string') {
      serialized[key] = value;
    }
  }
  if (error.cause !== undefined && depth < 3) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
}

/** Options of the server's pino logger. `stream` is for tests that read the log. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers',
        'res.headers',
        'headers',
        'cookie',
        'cookies',
        'password',
        '*.password',
        'company_password',
        '*.company_password',
        'mot_de_passe_mail',
        '*.mot_de_passe_mail',
        'token',
        '*.token',
        'body',
        '*.body',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        // The path only: query strings carry booking tokens and search terms.
        url: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
