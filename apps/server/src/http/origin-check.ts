import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF).
 * Requests without an Origin header (curl, server-to-server) carry no browser cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      return;
    }
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site' && !(origin && allowedOrigins.includes(origin))) {
      throw new AppError('FORBIDDEN', MESSAGES.auth.forbiddenOrigin);
    }
    if (!origin) {
      return;
    }
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('FORBIDDEN', MESSAGES.auth.forbiddenOrigin);
    }
    if (originHost !== request.headers.host && !allowedOrigins.includes(origin)) {
      throw new AppError('FORBIDDEN', MESSAGES.auth.forbiddenOrigin);
    }
  });
}
