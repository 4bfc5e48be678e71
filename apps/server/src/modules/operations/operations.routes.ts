import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  createOperationSchema,
  operationIdSchema,
  operationRoleLinkSchema,
  operationRolesQuerySchema,
  updateOperationSchema,
  operationListResponseSchema,
  operationSavedResponseSchema,
  operationRoleListResponseSchema,
  linkAssignedResponseSchema,
  linkRemovedResponseSchema,
} from '@tourneo/domain';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { presentLinkAssigned, presentLinkRemoved } from '../roles/roles.service.ts';
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
  registerRecordRoutes(app, {
    access: { read: 'everyone', write: 'settings' },
    saved: { schema: operationSavedResponseSchema, key: 'operation' },
    messages: MESSAGES.operations,
    list: { route: 'POST /operations/get-all', response: operationListResponseSchema, run: findOperations },
    create: { route: 'POST /operations/new-operation', body: createOperationSchema, run: createOperation },
    update: { route: 'PUT /operations/update', body: updateOperationSchema, run: updateOperation },
    remove: { route: 'DELETE /operations/delete', body: operationIdSchema, run: deleteOperation },
  });

  // The qualifications an operation requires.
  app.post(
    '/operations/get-operation-roles',
    companyRoute(
      { body: operationRolesQuerySchema, response: { 200: operationRoleListResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) =>
      findOperationRoles({ ...companyScopeOf(request), operationId: request.body.operation_id }),
  );

  app.post(
    '/operations/assign-role',
    companyRoute(
      { body: operationRoleLinkSchema, response: { 200: linkAssignedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) =>
      presentLinkAssigned(await assignOperationRole({ ...companyScopeOf(request), ...linkOf(request.body) })),
  );

  app.post(
    '/operations/remove-role',
    companyRoute(
      { body: operationRoleLinkSchema, response: { 200: linkRemovedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) =>
      presentLinkRemoved(await removeOperationRole({ ...companyScopeOf(request), ...linkOf(request.body) })),
  );
};

const linkOf = (body: { operation_id: number; role_id: number }) => ({
  operationId: body.operation_id,
  roleId: body.role_id,
});
