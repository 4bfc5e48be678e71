import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  agentIdSchema,
  createAgentSchema,
  credentialsBodySchema,
  updateAgentSchema,
  agentListResponseSchema,
  agentSavedResponseSchema,
  messageResponseSchema,
  agentSessionsRevokedResponseSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import {
  createAgent,
  deleteAgent,
  findAgents,
  revokeSessionsOfAgent,
  updateAgent,
} from './agents.service.ts';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agents/get-all',
    {
      schema: { body: credentialsBodySchema, response: { 200: agentListResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => findAgents({ db: app.db, companyId: request.company.id }),
  );

  app.post(
    '/agents/create',
    {
      schema: { body: createAgentSchema, response: { 201: agentSavedResponseSchema } },
      preValidation: requireCompany,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const agent = await createAgent({
        db: app.db,
        companyId: request.company.id,
        plan: request.company.subscriptionPlan,
        input: request.body,
      });
      return reply.status(201).send({ success: true as const, message: MESSAGES.agents.created, agent });
    },
  );

  app.put(
    '/agents/update',
    {
      schema: { body: updateAgentSchema, response: { 200: agentSavedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.agents.updated,
      agent: await updateAgent({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.post(
    '/agents/delete',
    {
      schema: { body: agentIdSchema, response: { 200: messageResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      await deleteAgent({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true as const, message: MESSAGES.agents.deleted };
    },
  );

  // 'Déconnecter l'application': closes every agent app session of the agent (a lost phone...).
  app.post(
    '/agents/revoke-sessions',
    {
      schema: { body: agentIdSchema, response: { 200: agentSessionsRevokedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const revoked = await revokeSessionsOfAgent({
        db: app.db,
        companyId: request.company.id,
        id: request.body.id,
      });
      return { success: true as const, message: MESSAGES.mobile.sessionsRevoked(revoked), revoked };
    },
  );
};
