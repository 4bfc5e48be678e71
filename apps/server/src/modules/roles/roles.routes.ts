import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  agentRoleLinkSchema,
  agentRolesQuerySchema,
  createRoleSchema,
  roleIdSchema,
  updateRoleSchema,
  credentialsBodySchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import {
  assignAgentRole,
  createRole,
  deleteRole,
  findAgentRoles,
  findRoles,
  removeAgentRole,
  updateRole,
} from './roles.service.ts';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/roles/get-all', '/roles']) {
    app.post(
      url,
      { schema: { body: credentialsBodySchema }, preValidation: requireCompany },
      async (request) => findRoles(app.db, request.company.id),
    );
  }

  app.post(
    '/roles/create',
    { schema: { body: createRoleSchema }, preValidation: requireCompany, config: { idempotent: true } },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: MESSAGES.roles.created,
        role: await createRole(app.db, request.company.id, request.body),
      }),
  );

  app.post(
    '/roles/update',
    { schema: { body: updateRoleSchema }, preValidation: requireCompany },
    async (request) => ({
      success: true,
      message: MESSAGES.roles.updated,
      role: await updateRole(app.db, request.company.id, request.body),
    }),
  );

  app.post(
    '/roles/delete',
    { schema: { body: roleIdSchema }, preValidation: requireCompany },
    async (request) => {
      await deleteRole(app.db, request.company.id, request.body.id);
      return { success: true, message: MESSAGES.roles.deleted };
    },
  );

  app.post(
    '/roles/agent',
    { schema: { body: agentRolesQuerySchema }, preValidation: requireCompany },
    async (request) => findAgentRoles(app.db, request.company.id, request.body.agentId),
  );

  app.post(
    '/roles/assign',
    { schema: { body: agentRoleLinkSchema }, preValidation: requireCompany },
    async (request) => {
      const { alreadyExists } = await assignAgentRole(app.db, request.company.id, request.body);
      return {
        success: true,
        alreadyExists,
        message: alreadyExists ? MESSAGES.roles.alreadyAssigned : MESSAGES.roles.assigned,
      };
    },
  );

  app.post(
    '/roles/remove',
    { schema: { body: agentRoleLinkSchema }, preValidation: requireCompany },
    async (request) => {
      const { removed } = await removeAgentRole(app.db, request.company.id, request.body);
      return { success: true, removed, message: MESSAGES.roles.removed };
    },
  );
};
