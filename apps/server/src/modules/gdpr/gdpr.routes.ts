import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  clientErasedResponseSchema,
  clientExportResponseSchema,
  clientGdprSchema,
  credentialsBodySchema,
  gdprSettingsResponseSchema,
  gdprSettingsSavedResponseSchema,
  gdprSettingsSchema,
  accessOf,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { auditActorOf } from '../audit/audit.service.ts';
import { eraseClient, exportClientData, getGdprSettings, updateGdprSettings } from './gdpr.service.ts';

/**
 * GDPR tools (issue 26, decision 0039): a client's data exported (planning roles, who see the
 * client's details) or erased (administrateurs), and the retention of finished missions' files.
 */
export const gdprRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.post(
    '/client/export',
    companyRoute(
      { body: clientGdprSchema, response: { 200: clientExportResponseSchema } },
      { access: accessOf('POST /client/export') },
    ),
    async (request, reply) => {
      const data = await exportClientData({
        ...companyScopeOf(request),
        clientId: request.body.id,
        actor: auditActorOf(request),
        storage,
      });
      reply.header('content-disposition', `attachment; filename="client-${request.body.id}-donnees.json"`);
      return data;
    },
  );

  app.post(
    '/client/erase',
    companyRoute(
      { body: clientGdprSchema, response: { 200: clientErasedResponseSchema } },
      { access: accessOf('POST /client/erase') },
    ),
    async (request) => {
      const { cancelledAppointments } = await eraseClient({
        ...companyScopeOf(request),
        clientId: request.body.id,
        actor: auditActorOf(request),
        storage,
        log: request.log,
      });
      // The client leaves the list (issue 39): this server forgets the company's totals before
      // answering, as the clients module does for its writes (its kept pages go on any write,
      // decision 0046); the other servers on the database's notification.
      app.clientCountCache.forgetCompany(request.company.id);
      return {
        success: true as const,
        message: MESSAGES.gdpr.erasedWithCancellations(cancelledAppointments),
        cancelled_appointments: cancelledAppointments,
      };
    },
  );

  app.post(
    '/gdpr/get-settings',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: gdprSettingsResponseSchema } },
      { access: 'settingsRead' },
    ),
    async (request) => ({ success: true as const, ...(await getGdprSettings(companyScopeOf(request))) }),
  );

  app.post(
    '/gdpr/update-settings',
    companyRoute(
      { body: gdprSettingsSchema, response: { 200: gdprSettingsSavedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => ({
      success: true as const,
      message: MESSAGES.gdpr.retentionSaved,
      ...(await updateGdprSettings({
        ...companyScopeOf(request),
        actor: auditActorOf(request),
        input: request.body,
      })),
    }),
  );
};
