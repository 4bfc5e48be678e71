import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  agentIdSchema,
  createAgentSchema,
  credentialsBodySchema,
  updateAgentSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import { createAgent, deleteAgent, findAgents, updateAgent } from './agents.service.ts';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agents/get-all',
    { schema: { body: credentialsBodySchema }, preValidation: requireCompany },
    async (request) => findAgents({ db: app.db, companyId: request.company.id }),
  );

  app.post(
    '/agents/create',
    { schema: { body: createAgentSchema }, preValidation: requireCompany, config: { idempotent: true } },
    async (request, reply) => {
      const agent = await createAgent({
        db: app.db,
        companyId: request.company.id,
        plan: request.company.subscriptionPlan,
        input: request.body,
      });
      return reply.status(201).send({ success: true, message: MESSAGES.agents.created, agent });
    },
  );

  app.put(
    '/agents/update',
    { schema: { body: updateAgentSchema }, preValidation: requireCompany },
    async (request) => ({
      success: true,
      message: MESSAGES.agents.updated,
      agent: await updateAgent({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.post(
    '/agents/delete',
    { schema: { body: agentIdSchema }, preValidation: requireCompany },
    async (request) => {
      await deleteAgent({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true, message: MESSAGES.agents.deleted };
    },
  );
};
