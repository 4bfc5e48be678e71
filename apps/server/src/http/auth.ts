import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  OWNER_ROLE,
  PLANS,
  featureMissingMessage,
  isRoleAllowed,
  type Feature,
  type PersonRole,
  type RouteAccess,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import { AppError } from '../errors.ts';
import type { SessionCompany } from '../modules/auth/auth.service.ts';
import { getCompanyBySessionToken } from '../modules/auth/auth.service.ts';
import { resolveAgentSession, type SessionAgent } from '../modules/auth/agent-auth.service.ts';
import { isOperatorSession } from '../modules/auth/operator-auth.service.ts';
import { readCookie, setCookie } from './cookies.ts';
import { errorBody } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Which roles of the company's people may call the route (issue 26, decision 0033):
     * `companyRoute(schema, { access: 'planning' })`, or `config: { access }` on a route of its own.
     * Without it, administrateurs only (and the route × role test fails, naming the route).
     */
    access?: RouteAccess;
    /**
     * Open to an administrateur who must enrol a second factor first (decision 0038): the session,
     * the enrolment's and the sessions' calls. Every other route answers 403 until then.
     */
    beforeTotpEnrolment?: true;
  }
  interface FastifyRequest {
    /** The platform operator's session (issue 22): no company then. */
    isOperator: boolean;
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
  return getCompanyBySessionToken({ db: request.server.db, token, cache: request.server.sessionCache });
}

/** The role of a back-office session: the person's, or the owner's (company login, administrateur). */
export function roleOf(company: SessionCompany): PersonRole {
  return company.person?.role ?? OWNER_ROLE;
}

/**
 * Sets `request.company` from a back-office session after checking that its role may call the
 * route (its `config.access`): 403 with the French message otherwise, before the plan's 403 and
 * before anything of the request is read.
 */
function admitCompany(request: FastifyRequest, company: SessionCompany): void {
  if (!isRoleAllowed(roleOf(company), request.routeOptions.config.access)) {
    throw new AppError('FORBIDDEN', MESSAGES.people.roleForbidden);
  }
  if (company.mustEnrolTotp && !request.routeOptions.config.beforeTotpEnrolment) {
    throw new AppError('FORBIDDEN', ACCOUNT_SECURITY_MESSAGES.enrolmentRequired);
  }
  request.company = company;
}

/**
 * Route hook (onRequest, so 401 comes before anything of the request is read: `companyRoute`): the
 * route needs a signed-in company, which becomes `request.company`, whose role the route admits.
 */
export async function requireCompany(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const company = await resolveSessionCompany(request);
  if (!company) {
    // The most frequent refusal (an expired tab, a scanner) answered as the error handler would,
    // without building an error and its stack: ×1.1 on this path (decision 0027).
    return reply.code(401).send(errorBody('UNAUTHORIZED', MESSAGES.auth.sessionRequired));
  }
  admitCompany(request, company);
  return undefined;
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

/** Has the request a live session, a company's or the platform operator's (page loads of /admin)? */
export async function hasBackOfficeSession(request: FastifyRequest): Promise<boolean> {
  if (await resolveSessionCompany(request)) {
    return true;
  }
  const token = readCookie(request, 'companySession');
  return Boolean(token && token.length <= 100 && (await isOperatorSession({ db: request.server.db, token })));
}

/**
 * Route hook (onRequest): a signed-in company (`request.company`) or the platform operator
 * (`request.isOperator`); 401 otherwise.
 */
export async function requireCompanyOrOperator(request: FastifyRequest): Promise<void> {
  const company = await resolveSessionCompany(request);
  if (company) {
    admitCompany(request, company);
    request.isOperator = false;
    return;
  }
  const token = readCookie(request, 'companySession');
  if (token && token.length <= 100 && (await isOperatorSession({ db: request.server.db, token }))) {
    request.isOperator = true;
    return;
  }
  throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionRequired);
}

/** Route hook (after `requireCompanyOrOperator`): the operator only; a company gets 403. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.isOperator) {
    throw new AppError('FORBIDDEN', MESSAGES.http[403]);
  }
}

/** Route hook (after `requireCompanyOrOperator`): the operator, or a company whose plan has the feature. */
export function requireOperatorOrFeature(feature: Feature) {
  const checkFeature = requireFeature(feature);
  return async function checkOperatorOrFeature(request: FastifyRequest): Promise<void> {
    if (!request.isOperator) {
      await checkFeature(request);
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
    cache: request.server.agentSessionCache,
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
    admitCompany(request, company);
    return;
  }
  await requireAgent(request, reply);
}

/** The hooks of routes that accept a back-office session, whose role must be declared (decision 0033). */
export const COMPANY_SESSION_HOOKS: ReadonlySet<unknown> = new Set([
  requireCompany,
  requireCompanyOrOperator,
  requireCompanyOrAgent,
]);
