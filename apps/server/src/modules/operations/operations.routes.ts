import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  createOperationSchema,
  operationIdSchema,
  operationRoleLinkSchema,
  operationRolesQuerySchema,
  updateOperationSchema,
  credentialsBodySchema,
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
    { schema: { body: credentialsBodySchema }, preValidation: requireCompany },
    async (request) => findOperations({ db: app.db, companyId: request.company.id }),
  );

  app.post(
    '/operations/new-operation',
    { schema: { body: createOperationSchema }, preValidation: requireCompany, config: { idempotent: true } },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: MESSAGES.operations.created,
        operation: await createOperation({ db: app.db, companyId: request.company.id, input: request.body }),
      }),
  );

  app.put(
    '/operations/update',
    { schema: { body: updateOperationSchema }, preValidation: requireCompany },
    async (request) => ({
      success: true,
      message: MESSAGES.operations.updated,
      operation: await updateOperation({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.delete(
    '/operations/delete',
    { schema: { body: operationIdSchema }, preValidation: requireCompany },
    async (request) => {
      await deleteOperation({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true, message: MESSAGES.operations.deleted };
    },
  );

  app.post(
    '/operations/get-operation-roles',
    { schema: { body: operationRolesQuerySchema }, preValidation: requireCompany },
    async (request) =>
      findOperationRoles({
        db: app.db,
        companyId: request.company.id,
        operationId: request.body.operation_id,
      }),
  );

  app.post(
    '/operations/assign-role',
    { schema: { body: operationRoleLinkSchema }, preValidation: requireCompany },
    async (request) => {
      const { operation_id: operationId, role_id: roleId } = request.body;
      const { alreadyExists } = await assignOperationRole({
        db: app.db,
        companyId: request.company.id,
        operationId,
        roleId,
      });
      return {
        success: true,
        alreadyExists,
        message: alreadyExists ? MESSAGES.roles.alreadyAssigned : MESSAGES.roles.assigned,
      };
    },
  );

  app.post(
    '/operations/remove-role',
    { schema: { body: operationRoleLinkSchema }, preValidation: requireCompany },
    async (request) => {
      const { operation_id: operationId, role_id: roleId } = request.body;
      const { removed } = await removeOperationRole({
        db: app.db,
        companyId: request.company.id,
        operationId,
        roleId,
      });
      return { success: true, removed, message: MESSAGES.roles.removed };
    },
  );
};
