import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookSchema,
  credentialsBodySchema,
  redeliverWebhookSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveriesSchema,
  webhookIdSchema,
  webhookListResponseSchema,
  webhookRedeliveredResponseSchema,
  webhookResponseSchema,
  webhookSecretResponseSchema,
} from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  findWebhookDeliveries,
  findWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  type WebhookSettings,
} from './webhooks.service.ts';

const m = WEBHOOKS_MESSAGES;
/** Every webhook route: plans with `custom_integrations`, administrateurs (the settings). */
const GATE = { feature: 'custom_integrations', access: 'settings' } as const;

/** 'Webhooks' (issue 27, decision 0037): the company's endpoints, their secrets and their log. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: WebhookSettings = {
    secretKey: app.config.secretKey,
    allowPrivate: app.config.webhooks.allowPrivate,
  };

  app.post(
    '/webhooks/get-all',
    companyRoute({ body: credentialsBodySchema, response: { 200: webhookListResponseSchema } }, GATE),
    async (request) => ({ success: true as const, webhooks: await findWebhooks(companyScopeOf(request)) }),
  );

  app.post(
    '/webhooks/create',
    companyRoute({ body: createWebhookSchema, response: { 201: webhookSecretResponseSchema } }, GATE),
    async (request, reply) => {
      const created = await createWebhook({ ...companyScopeOf(request), input: request.body, settings });
      return reply.status(201).send({ success: true as const, message: m.created, ...created });
    },
  );

  app.post(
    '/webhooks/delete',
    companyRoute({ body: webhookIdSchema, response: { 200: webhookResponseSchema } }, GATE),
    async (request) => ({
      success: true as const,
      message: m.deleted,
      webhook: await deleteWebhook({ ...companyScopeOf(request), id: request.body.id }),
    }),
  );

  app.post(
    '/webhooks/rotate-secret',
    companyRoute({ body: webhookIdSchema, response: { 200: webhookSecretResponseSchema } }, GATE),
    async (request) => ({
      success: true as const,
      message: m.rotated,
      ...(await rotateWebhookSecret({ ...companyScopeOf(request), id: request.body.id, settings })),
    }),
  );

  app.post(
    '/webhooks/enable',
    companyRoute({ body: webhookIdSchema, response: { 200: webhookResponseSchema } }, GATE),
    async (request) => ({
      success: true as const,
      message: m.enabled,
      webhook: await enableWebhook({ ...companyScopeOf(request), id: request.body.id }),
    }),
  );

  app.post(
    '/webhooks/deliveries',
    companyRoute({ body: webhookDeliveriesSchema, response: { 200: webhookDeliveriesResponseSchema } }, GATE),
    async (request) => ({
      success: true as const,
      ...(await findWebhookDeliveries({ ...companyScopeOf(request), ...request.body })),
    }),
  );

  app.post(
    '/webhooks/redeliver',
    companyRoute({ body: redeliverWebhookSchema, response: { 200: webhookRedeliveredResponseSchema } }, GATE),
    async (request) => ({
      success: true as const,
      message: m.redelivered,
      delivery: await redeliverWebhook({ ...companyScopeOf(request), deliveryId: request.body.deliveryId }),
    }),
  );
};
