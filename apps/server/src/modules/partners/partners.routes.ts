import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  createPartnerSchema,
  partnerIdSchema,
  testPartnerConnectionSchema,
  updatePartnerSchema,
  partnerListResponseSchema,
  partnerSavedResponseSchema,
  connectionTestResponseSchema,
} from '@tourneo/domain';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { consumeOrRefuse, createLimiter } from '../../http/rate-limit.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import {
  createPartner,
  deletePartner,
  findPartners,
  setDefaultPartner,
  testPartnerConnection,
  updatePartner,
} from './partners.service.ts';

const m = MESSAGES.partners;

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const secretKey = app.config.secretKey;
  // Each test opens a connection to a host and port the user names: bounded, so it cannot scan a network.
  const connectionTests = createLimiter(app.db, { keyPrefix: 'smtp-test', points: 20, durationSeconds: 600 });
  const countConnectionTest = async (request: FastifyRequest) =>
    consumeOrRefuse(connectionTests, String(request.company.id), m.tooManyConnectionTests);

  registerRecordRoutes(app, {
    access: { read: 'settingsRead', write: 'settings' },
    saved: { schema: partnerSavedResponseSchema, key: 'partenaire' },
    messages: m,
    list: { route: 'POST /partenaires/get-all', response: partnerListResponseSchema, run: findPartners },
    create: {
      route: 'POST /partenaires/new-partenaire',
      body: createPartnerSchema,
      run: (options) => createPartner({ ...options, secretKey }),
    },
    update: {
      route: 'PUT /partenaires/update',
      body: updatePartnerSchema,
      run: (options) => updatePartner({ ...options, secretKey }),
    },
    remove: { route: 'DELETE /partenaires/delete', body: partnerIdSchema, run: deletePartner },
  });

  app.post(
    '/partenaires/set-default',
    companyRoute(
      { body: partnerIdSchema, response: { 200: partnerSavedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => ({
      success: true as const,
      message: m.defaultChanged,
      partenaire: await setDefaultPartner({ ...companyScopeOf(request), id: request.body.id }),
    }),
  );

  // Opens a connection to the host the user names: signed-in companies only, a few at a time.
  app.post(
    '/partenaires/test-connection',
    {
      ...companyRoute(
        { body: testPartnerConnectionSchema, response: { 200: connectionTestResponseSchema } },
        {
          access: 'settings',
        },
      ),
      preHandler: countConnectionTest,
    },
    async (request) =>
      testPartnerConnection({ ...companyScopeOf(request), secretKey, settings: request.body }),
  );
};
