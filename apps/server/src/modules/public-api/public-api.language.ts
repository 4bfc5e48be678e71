/**
 * The public API answers in French, or in English when `Accept-Language` prefers it (decision
 * 0034). The app's error handler writes every error in French as everywhere else; this context's
 * own handler only keeps the error for the translation, then hands it on, and its `onSend` hook
 * turns the French message into English for the callers who asked.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, englishApiMessage, prefersEnglish } from '@tourneo/domain';
import { errorBody } from '../../http/error-handler.ts';

const englishZod = z.locales.en().localeError;
const FIELD = /^[A-Za-z0-9_.]{1,80}$/;
const raised = new WeakMap<FastifyRequest, unknown>();

/** zod's English message for a validation error, naming its field. */
function englishValidationMessage(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return undefined;
  }
  const issue = error.validation[0]!;
  const field = issue.instancePath.slice(1).replaceAll('/', '.');
  const text = englishZod({ code: issue.keyword, path: [], input: undefined, ...issue.params } as never);
  const message = typeof text === 'string' ? text : (text?.message ?? 'Invalid value');
  return FIELD.test(field) ? `Invalid value for "${field}": ${message}.` : `Invalid request: ${message}.`;
}

export function registerPublicApiLanguage(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request) => {
    raised.set(request, error);
    // The app's handler answers it (in French, with its status and code).
    throw error;
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.http[404])),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    const english = prefersEnglish(request.headers['accept-language']);
    void reply.header('content-language', english ? 'en' : 'fr');
    if (!english || reply.statusCode < 400 || typeof payload !== 'string') {
      return payload;
    }
    let body: { error?: string; code?: string };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    const message =
      englishValidationMessage(raised.get(request)) ?? englishApiMessage(body.error ?? '', reply.statusCode);
    return JSON.stringify(errorBody(body.code ?? 'BAD_REQUEST', message));
  });
}
