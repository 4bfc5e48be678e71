import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, PLANS, featureMissingMessage, type Feature } from '@tourneo/domain';
import { AppError } from '../errors.ts';
import type { SessionCompany } from '../modules/auth/auth.service.ts';
import { getCompanyBySessionToken } from '../modules/auth/auth.service.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    company: SessionCompany;
  }
}

/** Resolves the company of the session cookie, or `undefined` without a valid session. */
export async function resolveSessionCompany(request: FastifyRequest): Promise<SessionCompany | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) {
    return undefined;
  }
  return getCompanyBySessionToken({ db: request.server.db, token });
}

/** Route hook (preValidation, so 401 comes before 400): the route needs a signed-in company, which becomes `request.company`. */
export async function requireCompany(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const company = await resolveSessionCompany(request);
  if (!company) {
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionRequired);
  }
  request.company = company;
}

/**
 * Route hook factory (preValidation, after `requireCompany`, so 403 comes before 400): the company's
 * plan must include the feature; the refusal names the lowest plan that has it.
 */
export function requireFeature(feature: Feature) {
  return async function checkFeature(request: FastifyRequest): Promise<void> {
    const features: readonly Feature[] = PLANS[request.company.subscriptionPlan].features;
    if (!features.includes(feature)) {
      throw new AppError('FEATURE_MISSING', featureMissingMessage(feature));
    }
  };
}
