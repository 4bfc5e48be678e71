import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';

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

/**
 * The server's loggers, on one destination (`stream` for tests that read the log; else stdout,
 * written asynchronously: a request never waits for its log line to reach the terminal or the pipe).
 * `app` carries every message the code logs, with its redaction paths; `access` writes the one
 * line per request, whose fields are chosen here and hold nothing to redact.
 */
export function createLoggers(
  level: string,
  stream?: DestinationStream,
): { app: FastifyBaseLogger; access: Logger } {
  const destination = stream ?? pino.destination({ dest: 1, sync: false });
  return {
    app: pino(appLoggerOptions(level), destination),
    access: pino({ level, base: null, timestamp: pino.stdTimeFunctions.epochTime }, destination),
  };
}

/**
 * One line per request once answered (Fastify's own two lines are off): method, route path (no query
 * string: booking tokens, search terms), status, time in ms, request id. Nothing else is read.
 */
const INFO = pino.levels.values.info!;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's path carries a secret (a calendar feed's token, an SMS short link's code): its
     * line shows the route's pattern (`/calendar/:file`), never the path asked for.
     */
    secretPath?: boolean;
  }
}

/** The path a request's line shows: no query string, and no secret of the path. */
function loggedPath(request: FastifyRequest): string {
  if (request.routeOptions.config.secretPath && request.routeOptions.url) {
    return request.routeOptions.url;
  }
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

export function registerAccessLog(app: FastifyInstance, access: Logger): void {
  if (!access.isLevelEnabled('info')) {
    return;
  }
  app.addHook('onResponse', (request, reply, done) => {
    // A route may log less (the probes, logLevel 'warn'): its requests are not written either.
    if ((pino.levels.values[request.log.level] ?? 0) > INFO) {
      done();
      return;
    }
    access.info({
      reqId: request.id,
      method: request.method,
      url: loggedPath(request),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
}

function appLoggerOptions(level: string) {
  return {
    level,
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
