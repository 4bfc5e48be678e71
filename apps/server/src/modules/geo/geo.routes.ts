import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autocompleteQuerySchema } from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import { autocompleteAddress } from '../../geo/geocoder.ts';
import { getOfflineIndex } from '../../geo/offline-index.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Build the offline index once the server listens, so the first user does not wait for it.
  app.addHook('onListen', () => {
    getOfflineIndex().catch((error: unknown) => app.log.error(error));
  });

  app.get(
    '/geo/autocomplete',
    { schema: { querystring: autocompleteQuerySchema }, preValidation: requireCompany },
    async (request) => ({
      suggestions: await autocompleteAddress(request.query.q, request.query.limit, {
        apiUrl: app.config.geoAddressApiUrl,
        apiTimeoutMs: app.config.geoAddressApiTimeoutMs,
        onApiError: (error) => request.log.warn({ err: error }, 'address API unavailable, offline answer'),
      }),
    }),
  );
};
