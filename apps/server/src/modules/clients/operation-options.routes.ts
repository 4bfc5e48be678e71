import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCompany } from '../../http/auth.ts';
import { listOperationOptions } from './clients.service.ts';

/**
 * Minimal read-only `POST /operations/get-all` (spec 2 §7: list of id, name) for the client forms'
 * operation select. The operations module owns this route: drop this file when it lands.
 */
export const operationOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/operations/get-all', { onRequest: requireCompany }, async (request) =>
    listOperationOptions(app.db, request.company),
  );
};
