import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEntriesResponseSchema,
  auditQuerySchema,
  auditVerifyResponseSchema,
  credentialsBodySchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { findAuditEntries, verifyAuditChain } from './audit.service.ts';

const settings = { access: 'settings' } as const;

/** The 'Journal d'audit' screen (issue 26, decision 0039): administrateurs only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/audit/get-all',
    companyRoute({ body: auditQuerySchema, response: { 200: auditEntriesResponseSchema } }, settings),
    async (request) => findAuditEntries({ ...companyScopeOf(request), query: request.body }),
  );

  app.post(
    '/audit/verify',
    companyRoute({ body: credentialsBodySchema, response: { 200: auditVerifyResponseSchema } }, settings),
    async (request) => verifyAuditChain(companyScopeOf(request)),
  );
};
