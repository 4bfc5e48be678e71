import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, PLANS, featureMissingMessage, type Feature } from '@tourneo/domain';
import { AppError } from '../errors.ts';
import type { SessionCompany } from '../modules/auth/auth.service.ts';
import { getCompanyBySessionToken } from '../modules/auth/auth.service.ts';
import { resolveAgentSession, type SessionAgent } from '../modules/auth/agent-auth.service.ts';
import { readCookie, setCookie } from './cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    company: SessionCompany;
    /** The signed-in agent of the agent app (`requireAgent`); its company is `company`. */
    agent: SessionAgent | null;
  }
}

/** Resolves the company of the session cookie, or `undefined` without a valid session. */
export async function resolveSessionCompany(request: FastifyRequest): Promise<SessionCompany | undefined> {
  const token = readCookie(request, 'companySession');
  if (!token || token.length > 100) {
    return undefined;
  }
  return getCompanyBySessionToken({ db: request.server.db, token });
}

/**
 * Route hook (onRequest, so 401 comes before anything of the request is read: `companyRoute`): the
 * route needs a signed-in company, which becomes `request.company`.
 */
export async function requireCompany(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const company = await resolveSessionCompany(request);
  if (!company) {
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionRequired);
  }
  request.company = company;
}

/**
 * Route hook factory (onRequest, after `requireCompany`, so 403 comes before 400): the company's
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

/** Sets `request.agent` and `request.company` from a live agent session; false without one. */
export async function resolveAgent(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const cookie = readCookie(request, 'agentSession');
  const session = await resolveAgentSession({
    db: request.server.db,
    cookie,
    ttlDays: request.server.config.agentSessionTtlDays,
  });
  if (!session) {
    return false;
  }
  request.agent = session.agent;
  request.company = session.company;
  if (session.renewedUntil && cookie) {
    setCookie(reply, 'agentSession', cookie, session.renewedUntil);
  }
  return true;
}

/** Route hook (onRequest): the route needs a signed-in agent of the agent app (401 otherwise). */
export async function requireAgent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await resolveAgent(request, reply))) {
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionRequired);
  }
}

/** Route hook (onRequest): a signed-in company (back office) or agent (agent app); the company's session first. */
export async function requireCompanyOrAgent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const company = await resolveSessionCompany(request);
  if (company) {
    request.company = company;
    return;
  }
  await requireAgent(request, reply);
}
