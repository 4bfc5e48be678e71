import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tourneo/domain';
import { AppError } from '../errors.ts';

function send(reply: import('fastify').FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ success: false, error: message, message, code });
}

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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return send(reply, 500, 'INTERNAL', MESSAGES.http[500]);
    }
    if (status === 413) {
      return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'Fichier ou requête trop volumineux');
    }
    if (status === 415) {
      return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.http[400]);
    }
    const known = (MESSAGES.http as Record<number, string>)[status];
    return send(reply, status, 'BAD_REQUEST', known ?? MESSAGES.http[400]);
  });
}
