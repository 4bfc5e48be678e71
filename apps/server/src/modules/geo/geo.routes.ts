import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressCheckAnswerSchema,
  autocompleteAnswerSchema,
  autocompleteQuerySchema,
  checkAddressQuerySchema,
  type AddressCheckAnswer,
} from '@tourneo/domain';
import { companyRoute } from '../../http/routes.ts';
import { autocompleteAddress, checkAddress } from '../../geo/geocoder.ts';
import { getOfflineIndex } from '../../geo/offline-index.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Build the offline index once the server listens, so the first user does not wait for it.
  app.addHook('onListen', () => {
    getOfflineIndex().catch((error: unknown) => app.log.error(error));
  });

  app.get(
    '/geo/autocomplete',
    companyRoute(
      { querystring: autocompleteQuerySchema, response: { 200: autocompleteAnswerSchema } },
      { access: 'everyone' },
    ),
    async (request) =>
      autocompleteAddress(request.query.q, request.query.limit, {
        apiUrl: app.config.geoAddressApiUrl,
        apiTimeoutMs: app.config.geoAddressApiTimeoutMs,
        onApiError: (error) => request.log.warn({ err: error }, 'address API unavailable, offline answer'),
      }),
  );

  // What the address fields show while typing; saving a client or an agent applies the same check.
  app.get(
    '/geo/check-address',
    companyRoute(
      { querystring: checkAddressQuerySchema, response: { 200: addressCheckAnswerSchema } },
      { access: 'everyone' },
    ),
    async (request): Promise<AddressCheckAnswer> => {
      const checked = await checkAddress(request.query.adresse, request.query.postal_code);
      return checked.status === 'mismatch' ? { valid: false, message: checked.message } : { valid: true };
    },
  );
};
