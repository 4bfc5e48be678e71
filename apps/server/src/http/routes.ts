/**
 * The one shape of a route: authentication on onRequest (401, then the plan's 403, before anything
 * of the request is read: an upload is not read for nothing, a body without a session is not
 * validated), the zod schemas of `packages/domain`, then in the handler one use case and its
 * presenter. `idempotent`: the route accepts an Idempotency-Key (creations, the agent app's changes).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ApiKeyScope, Feature, RouteAccess } from '@tourneo/domain';
import type { CompanyScope } from '../db/client.ts';
import { requireAgent, requireCompany, requireCompanyOrAgent, requireFeature } from './auth.ts';
import { requireApiKey } from './api-key-auth.ts';
import type { KeptAnswer } from './kept-answers.ts';

interface RouteOptions {
  /**
   * Which roles of the company's people may call it (decision 0033; 403 otherwise, after the
   * session's 401 and before the plan's 403). Without it: administrateurs only.
   */
  access?: RouteAccess;
  /** The plan must include it (403 otherwise, after the session's 401). */
  feature?: Feature;
  idempotent?: boolean;
  /** Open to an administrateur who must enrol a second factor first (decision 0038). */
  beforeTotpEnrolment?: true;
  /** A read whose answers each server keeps until a table it reads changes (decision 0046). */
  kept?: KeptAnswer;
}

/** A back-office route: the company's session and its role, then the schema `schema`. */
export function companyRoute<const Schema extends FastifySchema>(
  schema: Schema,
  { access, feature, idempotent = false, beforeTotpEnrolment, kept }: RouteOptions = {},
) {
  return {
    schema,
    onRequest: feature ? [requireCompany, requireFeature(feature)] : [requireCompany],
    config: {
      idempotent,
      ...(access ? { access } : {}),
      ...(beforeTotpEnrolment ? { beforeTotpEnrolment } : {}),
      ...(kept ? { kept } : {}),
    },
  };
}

/** An agent app route: the agent's session (`request.agent`, its company `request.company`). */
export function agentRoute<const Schema extends FastifySchema>(
  schema: Schema,
  { idempotent = false }: Omit<RouteOptions, 'feature'> = {},
) {
  return { schema, onRequest: [requireAgent], config: { idempotent } };
}

/** A route of both: the back office's session (and its role) first, else the agent app's. */
export function companyOrAgentRoute<const Schema extends FastifySchema>(
  schema: Schema,
  { access }: Pick<RouteOptions, 'access'> = {},
) {
  return { schema, onRequest: [requireCompanyOrAgent], config: access ? { access } : {} };
}

/**
 * A public API route (`/api/v1`): an API key allowed `scope` (401, 403, 429 before anything of the
 * request is read), then the schema `schema`. Kept out of the back office's OpenAPI document: the
 * public API has its own (`/api/v1/openapi.json`).
 */
export function apiKeyRoute<const Schema extends FastifySchema>(
  schema: Schema,
  { scope }: { scope: ApiKeyScope },
) {
  return {
    schema: { ...schema, hide: true },
    onRequest: [requireApiKey(scope)],
    config: { apiScope: scope },
  };
}

/** The signed-in company's scope, which every use case is given (`verbNoun({ db, companyId, ...input })`). */
export function companyScopeOf(request: FastifyRequest): CompanyScope {
  return { db: request.server.db, companyId: request.company.id };
}

type Method = 'POST' | 'PUT' | 'DELETE';
/** A route's method and path, `'PUT /agents/update'`. */
export type RouteName = `${Method} /${string}`;

/**
 * Registers a back-office route described by a helper (`registerRecordRoutes`, the missions'
 * changes), whose handler types its request from the schemas it was given.
 */
export function addCompanyRoute(
  app: FastifyInstance,
  route: RouteName,
  schema: FastifySchema,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  options: RouteOptions = {},
): void {
  const [method, url] = route.split(' ') as [Method, string];
  app.route({ method, url, ...companyRoute(schema, options), handler });
}
