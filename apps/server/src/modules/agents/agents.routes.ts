import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  agentIdSchema,
  createAgentSchema,
  updateAgentSchema,
  agentListResponseSchema,
  agentSavedResponseSchema,
  agentSessionsRevokedResponseSchema,
} from '@tourneo/domain';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import {
  createAgent,
  deleteAgent,
  findAgents,
  revokeSessionsOfAgent,
  updateAgent,
} from './agents.service.ts';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write here may end or rename agent sessions (new password, removal, revocation): this server
  // forgets the company's at once, before answering; the others on the database's notification.
  app.addHook('onSend', async (request, reply) => {
    if (request.company && request.routeOptions.url !== '/agents/get-all' && reply.statusCode < 400) {
      app.agentSessionCache.forgetCompany(request.company.id);
    }
  });
  registerRecordRoutes(app, {
    access: { read: 'everyone', write: 'settings' },
    saved: { schema: agentSavedResponseSchema, key: 'agent' },
    messages: MESSAGES.agents,
    list: {
      route: 'POST /agents/get-all',
      response: agentListResponseSchema,
      run: findAgents,
      kept: { reads: ['agents', 'agent_roles'] },
    },
    create: { route: 'POST /agents/create', body: createAgentSchema, run: createAgent },
    update: { route: 'PUT /agents/update', body: updateAgentSchema, run: updateAgent },
    remove: { route: 'POST /agents/delete', body: agentIdSchema, run: deleteAgent },
  });

  // 'Déconnecter l'application': closes every agent app session of the agent (a lost phone...).
  app.post(
    '/agents/revoke-sessions',
    companyRoute(
      { body: agentIdSchema, response: { 200: agentSessionsRevokedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => {
      const revoked = await revokeSessionsOfAgent({ ...companyScopeOf(request), id: request.body.id });
      return { success: true as const, message: MESSAGES.mobile.sessionsRevoked(revoked), revoked };
    },
  );
};
