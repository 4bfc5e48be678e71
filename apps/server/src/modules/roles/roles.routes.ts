import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  agentRoleLinkSchema,
  agentRolesQuerySchema,
  createRoleSchema,
  roleIdSchema,
  updateRoleSchema,
  roleListResponseSchema,
  roleSavedResponseSchema,
  agentRoleListResponseSchema,
  linkAssignedResponseSchema,
  linkRemovedResponseSchema,
} from '@tourneo/domain';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { presentLinkAssigned, presentLinkRemoved } from './roles.presenter.ts';
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
  registerRecordRoutes(app, {
    access: { read: 'everyone', write: 'settings' },
    saved: { schema: roleSavedResponseSchema, key: 'role' },
    messages: MESSAGES.roles,
    list: { route: ['POST /roles/get-all', 'POST /roles'], response: roleListResponseSchema, run: findRoles },
    create: { route: 'POST /roles/create', body: createRoleSchema, run: createRole },
    update: { route: 'POST /roles/update', body: updateRoleSchema, run: updateRole },
    remove: { route: 'POST /roles/delete', body: roleIdSchema, run: deleteRole },
  });

  // The qualifications an agent holds.
  app.post(
    '/roles/agent',
    companyRoute(
      { body: agentRolesQuerySchema, response: { 200: agentRoleListResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) => findAgentRoles({ ...companyScopeOf(request), agentId: request.body.agentId }),
  );

  app.post(
    '/roles/assign',
    companyRoute(
      { body: agentRoleLinkSchema, response: { 200: linkAssignedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) =>
      presentLinkAssigned(await assignAgentRole({ ...companyScopeOf(request), ...request.body })),
  );

  app.post(
    '/roles/remove',
    companyRoute(
      { body: agentRoleLinkSchema, response: { 200: linkRemovedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) =>
      presentLinkRemoved(await removeAgentRole({ ...companyScopeOf(request), ...request.body })),
  );
};
