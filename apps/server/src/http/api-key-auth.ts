/**
 * The public API's authentication (`/api/v1`, decision 0034): `Authorization: Bearer <key>`, the
 * key's company then on the request as a session's would be. Everything is decided on onRequest,
 * before the body is read: 401 (no key, unknown or revoked), 403 (a plan without `api_access`),
 * 429 (the key's calls per minute, counted in the database so that every server shares them), 403
 * (a read key on a change).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, PLANS, featureMissingMessage, type ApiKeyScope, type Feature } from '@tourneo/domain';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { CompanyScope } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { authenticateApiKey, type ApiKeyCaller } from '../modules/api-keys/api-keys.service.ts';
import { tooManyRequests, type Limiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of a public API call (`requireApiKey`). */
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyContextConfig {
    /** A public API route's scope: `read` or `write` (its OpenAPI document says which). */
    apiScope?: ApiKeyScope;
  }
  interface FastifyInstance {
    /** Calls per API key and per minute (API_KEY_LIMIT_PER_MINUTE). */
    apiKeyLimiter: Limiter;
  }
}

const API_FEATURE: Feature = 'api_access';
const BEARER = /^Bearer[ \t]+([\x21-\x7e]{1,200})[ \t]*$/i;

function keyRequired(): AppError {
  return new AppError('UNAUTHORIZED', MESSAGES.apiKeys.keyRequired, { 'www-authenticate': 'Bearer' });
}

/** Takes one of the key's calls of the minute and says what is left (`X-RateLimit-*`), or 429. */
async function consumeCall(request: FastifyRequest, reply: FastifyReply, keyId: number): Promise<void> {
  const limiter = request.server.apiKeyLimiter;
  try {
    const result = await limiter.consume(String(keyId));
    void reply.headers({
      'x-ratelimit-limit': String(limiter.points),
      'x-ratelimit-remaining': String(result.remainingPoints),
    });
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      void reply.headers({ 'x-ratelimit-limit': String(limiter.points), 'x-ratelimit-remaining': '0' });
      throw tooManyRequests(MESSAGES.apiKeys.tooManyRequests, rejection.msBeforeNext);
    }
    throw rejection;
  }
}

/** Route hook factory (onRequest): a live key of a company whose plan has the API, allowed `scope`. */
export function requireApiKey(scope: ApiKeyScope) {
  return async function checkApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) {
      throw keyRequired();
    }
    const caller = await authenticateApiKey({ db: request.server.db, key: match[1]! });
    if (!caller) {
      throw keyRequired();
    }
    const features: readonly Feature[] = PLANS[caller.plan].features;
    if (!features.includes(API_FEATURE)) {
      throw new AppError('FEATURE_MISSING', featureMissingMessage(API_FEATURE));
    }
    await consumeCall(request, reply, caller.keyId);
    if (scope === 'write' && caller.scope !== 'write') {
      throw new AppError('FORBIDDEN', MESSAGES.apiKeys.writeScopeRequired);
    }
    request.apiKey = caller;
  };
}

/** The key's company, given to every use case as a session's would be. */
export function apiKeyScopeOf(request: FastifyRequest): CompanyScope {
  return { db: request.server.db, companyId: request.apiKey!.companyId };
}
