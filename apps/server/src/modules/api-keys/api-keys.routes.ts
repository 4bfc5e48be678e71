import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyRevokedResponseSchema,
  createApiKeySchema,
  credentialsBodySchema,
  revokeApiKeySchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { createApiKey, findApiKeys, revokeApiKey } from './api-keys.service.ts';

/** 'Clés d'API' (issue 27): the company's keys to the public API, for plans with `api_access`. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-keys/get-all',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: apiKeyListResponseSchema } },
      { feature: 'api_access', access: 'settings' },
    ),
    async (request) => ({ success: true as const, keys: await findApiKeys(companyScopeOf(request)) }),
  );

  app.post(
    '/api-keys/create',
    companyRoute(
      { body: createApiKeySchema, response: { 201: apiKeyCreatedResponseSchema } },
      { feature: 'api_access', access: 'settings' },
    ),
    async (request, reply) => {
      const { apiKey, key } = await createApiKey({ ...companyScopeOf(request), input: request.body });
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.apiKeys.created, api_key: apiKey, key });
    },
  );

  app.post(
    '/api-keys/revoke',
    companyRoute(
      { body: revokeApiKeySchema, response: { 200: apiKeyRevokedResponseSchema } },
      { feature: 'api_access', access: 'settings' },
    ),
    async (request) => ({
      success: true as const,
      message: MESSAGES.apiKeys.revoked,
      api_key: await revokeApiKey({ ...companyScopeOf(request), id: request.body.id }),
    }),
  );
};
