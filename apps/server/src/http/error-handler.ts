import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tourneo/domain';
import { AppError, hasPostgresCodeClass, isDatabaseUnavailable } from '../errors.ts';

const HTTP_MESSAGES = MESSAGES.http as Record<number, string>;

/** The spec's error shape: `{ success: false, error, message, code }`, with a French message. */
export function errorBody(code: string, message: string) {
  return { success: false, error: message, message, code };
}

function send(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send(errorBody(code, message));
}

/** Fastify's own error codes that deserve a message of their own; others take their status's. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.request.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.request.invalidJson,
  FST_ERR_BAD_URL: MESSAGES.request.invalidUrl,
};

/** An error code for the answer, from its status: never the framework's own identifiers. */
function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** The French answer of any framework error (never its English message, never the input). */
function answerFrameworkError(error: FastifyError, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const message =
    MESSAGE_BY_FASTIFY_CODE[error.code] ??
    (error instanceof SyntaxError ? MESSAGES.request.invalidJson : undefined) ??
    HTTP_MESSAGES[status] ??
    (status >= 500 ? MESSAGES.http[500] : MESSAGES.http[400]);
  return send(reply, status, codeForStatus(status), message);
}

/** Logged when the database refused a value a schema let through; the route safety net fails on it. */
export const SCHEMA_MISS_LOG_MESSAGE = 'valeur refusée par la base : schéma de validation à compléter';

/** What a 503 of an unreachable database tells the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Every error answers `{ success: false, error, message, code }` with a French message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return send(reply, error.statusCode, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath ?? '';
      // A whole body of the wrong shape has no field to name: use the generic message.
      const message = issue && path !== '' ? issue.message : MESSAGES.http[400];
      return send(reply, 400, 'BAD_REQUEST', message ?? MESSAGES.http[400]);
    }
    // PostgreSQL's data exceptions (class 22: value out of range, invalid characters...) are
    // input the schemas should have refused: answer 400, and log it so that the schema is fixed.
    if (hasPostgresCodeClass(error, '22')) {
      request.log.warn({ err: error }, SCHEMA_MISS_LOG_MESSAGE);
      return send(reply, 400, 'BAD_REQUEST', MESSAGES.http[400]);
    }
    // The database restarting, stopped or failing over: nothing was done, the user tries again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'base de données injoignable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'UNAVAILABLE', MESSAGES.http[503]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'erreur serveur');
      return send(reply, 500, 'INTERNAL', MESSAGES.http[500]);
    }
    return answerFrameworkError(error, reply);
  });
}

/**
 * Errors the router raises before any route runs (URL not decodable, path parameter too long):
 * the same French JSON answers, without echoing the path.
 */
export function answerFrameworkErrorBeforeRouting(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answerFrameworkError(error, reply);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, malformed
 * request, timeouts): a French JSON answer, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  const body = JSON.stringify(errorBody(codeForStatus(status), HTTP_MESSAGES[status] ?? MESSAGES.http[400]));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : status === 414 ? 'URI Too Long' : 'Bad Request'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
