import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { AppError } from '../errors.ts';
import { readCookie } from './cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a page of another origin could have sent (CSRF):
 * - a browser's `Sec-Fetch-Site: cross-site`, unless its Origin is allowed;
 * - an Origin that is neither the request's host nor an allowed origin;
 * - a request carrying a session cookie (company or agent) without Origin, unless `Sec-Fetch-Site` says
 *   same-origin: browsers send one or the other, so a cookie without either is not a page of ours.
 * Requests without the cookie and without Origin (curl, server-to-server) carry no cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      return;
    }
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' && !(origin && allowedOrigins.includes(origin))) {
      throw new AppError('FORBIDDEN', MESSAGES.auth.forbiddenOrigin);
    }
    if (!origin) {
      const hasSessionCookie =
        readCookie(request, 'companySession') !== undefined ||
        readCookie(request, 'agentSession') !== undefined;
      if (hasSessionCookie && fetchSite !== 'same-origin') {
        throw new AppError('FORBIDDEN', MESSAGES.auth.forbiddenOrigin);
      }
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
