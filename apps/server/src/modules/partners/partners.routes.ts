import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  createPartnerSchema,
  partnerIdSchema,
  testPartnerConnectionSchema,
  updatePartnerSchema,
  credentialsBodySchema,
  partnerListResponseSchema,
  partnerSavedResponseSchema,
  messageResponseSchema,
  connectionTestResponseSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import { consumeOrRefuse, createLimiter } from '../../http/rate-limit.ts';
import {
  createPartner,
  deletePartner,
  findPartners,
  setDefaultPartner,
  testPartnerConnection,
  updatePartner,
} from './partners.service.ts';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const secretKey = app.config.secretKey;
  // Each test opens a connection to a host and port the user names: bounded, so it cannot scan a network.
  const connectionTests = createLimiter(app.db, { keyPrefix: 'smtp-test', points: 20, durationSeconds: 600 });

  app.post(
    '/partenaires/get-all',
    {
      schema: { body: credentialsBodySchema, response: { 200: partnerListResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => findPartners({ db: app.db, companyId: request.company.id }),
  );

  app.post(
    '/partenaires/new-partenaire',
    {
      schema: { body: createPartnerSchema, response: { 201: partnerSavedResponseSchema } },
      preValidation: requireCompany,
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: MESSAGES.partners.created,
        partenaire: await createPartner({
          db: app.db,
          companyId: request.company.id,
          secretKey,
          partner: request.body,
        }),
      }),
  );

  app.put(
    '/partenaires/update',
    {
      schema: { body: updatePartnerSchema, response: { 200: partnerSavedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.partners.updated,
      partenaire: await updatePartner({
        db: app.db,
        companyId: request.company.id,
        secretKey,
        partner: request.body,
      }),
    }),
  );

  app.post(
    '/partenaires/set-default',
    {
      schema: { body: partnerIdSchema, response: { 200: partnerSavedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.partners.defaultChanged,
      partenaire: await setDefaultPartner({
        db: app.db,
        companyId: request.company.id,
        partnerId: request.body.id,
      }),
    }),
  );

  app.delete(
    '/partenaires/delete',
    {
      schema: { body: partnerIdSchema, response: { 200: messageResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      await deletePartner({ db: app.db, companyId: request.company.id, partnerId: request.body.id });
      return { success: true as const, message: MESSAGES.partners.deleted };
    },
  );

  // Opens a connection to the host the user names: signed-in companies only.
  app.post(
    '/partenaires/test-connection',
    {
      schema: { body: testPartnerConnectionSchema, response: { 200: connectionTestResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      await consumeOrRefuse(
        connectionTests,
        String(request.company.id),
        MESSAGES.partners.tooManyConnectionTests,
      );
      return testPartnerConnection({
        db: app.db,
        companyId: request.company.id,
        secretKey,
        settings: request.body,
      });
    },
  );
};
