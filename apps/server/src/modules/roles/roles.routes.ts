import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  agentRoleLinkSchema,
  agentRolesQuerySchema,
  createRoleSchema,
  roleIdSchema,
  updateRoleSchema,
  credentialsBodySchema,
  roleListResponseSchema,
  roleSavedResponseSchema,
  agentRoleListResponseSchema,
  messageResponseSchema,
  linkAssignedResponseSchema,
  linkRemovedResponseSchema,
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
      {
        schema: { body: credentialsBodySchema, response: { 200: roleListResponseSchema } },
        preValidation: requireCompany,
      },
      async (request) => findRoles({ db: app.db, companyId: request.company.id }),
    );
  }

  app.post(
    '/roles/create',
    {
      schema: { body: createRoleSchema, response: { 201: roleSavedResponseSchema } },
      preValidation: requireCompany,
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: MESSAGES.roles.created,
        role: await createRole({ db: app.db, companyId: request.company.id, input: request.body }),
      }),
  );

  app.post(
    '/roles/update',
    {
      schema: { body: updateRoleSchema, response: { 200: roleSavedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.roles.updated,
      role: await updateRole({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.post(
    '/roles/delete',
    {
      schema: { body: roleIdSchema, response: { 200: messageResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      await deleteRole({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true as const, message: MESSAGES.roles.deleted };
    },
  );

  app.post(
    '/roles/agent',
    {
      schema: { body: agentRolesQuerySchema, response: { 200: agentRoleListResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) =>
      findAgentRoles({ db: app.db, companyId: request.company.id, agentId: request.body.agentId }),
  );

  app.post(
    '/roles/assign',
    {
      schema: { body: agentRoleLinkSchema, response: { 200: linkAssignedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const { alreadyExists } = await assignAgentRole({
        db: app.db,
        companyId: request.company.id,
        ...request.body,
      });
      return {
        success: true as const,
        alreadyExists,
        message: alreadyExists ? MESSAGES.roles.alreadyAssigned : MESSAGES.roles.assigned,
      };
    },
  );

  app.post(
    '/roles/remove',
    {
      schema: { body: agentRoleLinkSchema, response: { 200: linkRemovedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const { removed } = await removeAgentRole({
        db: app.db,
        companyId: request.company.id,
        ...request.body,
      });
      return { success: true as const, removed, message: MESSAGES.roles.removed };
    },
  );
};
