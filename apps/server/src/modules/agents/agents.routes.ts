import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCompany } from '../../http/auth.ts';
import { findAgents } from './agents.repository.ts';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/agents/get-all', { preHandler: requireCompany }, async (request) => {
    const agents = await findAgents(app.db, request.company.id);
    return agents.map((agent) => ({
      id: agent.id,
      name: agent.name,
      postal_code: agent.postalCode,
      adresse: agent.adresse,
    }));
  });
};
