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
      async (request) => findRoles({ db: app.db, companyId: request.company.id }),
    );
  }

  app.post(
    '/roles/create',
    { schema: { body: createRoleSchema }, preValidation: requireCompany, config: { idempotent: true } },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: MESSAGES.roles.created,
        role: await createRole({ db: app.db, companyId: request.company.id, input: request.body }),
      }),
  );

  app.post(
    '/roles/update',
    { schema: { body: updateRoleSchema }, preValidation: requireCompany },
    async (request) => ({
      success: true,
      message: MESSAGES.roles.updated,
      role: await updateRole({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.post(
    '/roles/delete',
    { schema: { body: roleIdSchema }, preValidation: requireCompany },
    async (request) => {
      await deleteRole({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true, message: MESSAGES.roles.deleted };
    },
  );

  app.post(
    '/roles/agent',
    { schema: { body: agentRolesQuerySchema }, preValidation: requireCompany },
    async (request) =>
      findAgentRoles({ db: app.db, companyId: request.company.id, agentId: request.body.agentId }),
  );

  app.post(
    '/roles/assign',
    { schema: { body: agentRoleLinkSchema }, preValidation: requireCompany },
    async (request) => {
      const { alreadyExists } = await assignAgentRole({
        db: app.db,
        companyId: request.company.id,
        ...request.body,
      });
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
      const { removed } = await removeAgentRole({
        db: app.db,
        companyId: request.company.id,
        ...request.body,
      });
      return { success: true, removed, message: MESSAGES.roles.removed };
    },
  );
};
