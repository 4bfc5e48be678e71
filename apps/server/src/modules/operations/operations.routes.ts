import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  createOperationSchema,
  operationIdSchema,
  operationRoleLinkSchema,
  operationRolesQuerySchema,
  updateOperationSchema,
  credentialsBodySchema,
  operationListResponseSchema,
  operationSavedResponseSchema,
  operationRoleListResponseSchema,
  messageResponseSchema,
  linkAssignedResponseSchema,
  linkRemovedResponseSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import {
  assignOperationRole,
  createOperation,
  deleteOperation,
  findOperationRoles,
  findOperations,
  removeOperationRole,
  updateOperation,
} from './operations.service.ts';

export const operationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operations/get-all',
    {
      schema: { body: credentialsBodySchema, response: { 200: operationListResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => findOperations({ db: app.db, companyId: request.company.id }),
  );

  app.post(
    '/operations/new-operation',
    {
      schema: { body: createOperationSchema, response: { 201: operationSavedResponseSchema } },
      preValidation: requireCompany,
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: MESSAGES.operations.created,
        operation: await createOperation({ db: app.db, companyId: request.company.id, input: request.body }),
      }),
  );

  app.put(
    '/operations/update',
    {
      schema: { body: updateOperationSchema, response: { 200: operationSavedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.operations.updated,
      operation: await updateOperation({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.delete(
    '/operations/delete',
    {
      schema: { body: operationIdSchema, response: { 200: messageResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      await deleteOperation({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true as const, message: MESSAGES.operations.deleted };
    },
  );

  app.post(
    '/operations/get-operation-roles',
    {
      schema: { body: operationRolesQuerySchema, response: { 200: operationRoleListResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) =>
      findOperationRoles({
        db: app.db,
        companyId: request.company.id,
        operationId: request.body.operation_id,
      }),
  );

  app.post(
    '/operations/assign-role',
    {
      schema: { body: operationRoleLinkSchema, response: { 200: linkAssignedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const { operation_id: operationId, role_id: roleId } = request.body;
      const { alreadyExists } = await assignOperationRole({
        db: app.db,
        companyId: request.company.id,
        operationId,
        roleId,
      });
      return {
        success: true as const,
        alreadyExists,
        message: alreadyExists ? MESSAGES.roles.alreadyAssigned : MESSAGES.roles.assigned,
      };
    },
  );

  app.post(
    '/operations/remove-role',
    {
      schema: { body: operationRoleLinkSchema, response: { 200: linkRemovedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const { operation_id: operationId, role_id: roleId } = request.body;
      const { removed } = await removeOperationRole({
        db: app.db,
        companyId: request.company.id,
        operationId,
        roleId,
      });
      return { success: true as const, removed, message: MESSAGES.roles.removed };
    },
  );
};
