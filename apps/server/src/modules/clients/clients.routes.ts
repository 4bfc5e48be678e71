import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  accessOf,
  clientFiltersSchema,
  clientSearchSchema,
  clientSearchResponseSchema,
  deleteClientSchema,
  newClientSchema,
  updateClientSchema,
  clientsPageResponseSchema,
  clientSavedResponseSchema,
  csvImportResponseSchema,
  importOutcomeMessage,
} from '@tourneo/domain';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { createClient, deleteClient, findClients, searchClients, updateClient } from './clients.service.ts';
import { CSV_MAX_BYTES, importClientsCsv } from './csv-import.service.ts';
import { withUploadedCsv } from './csv-upload.ts';

const m = MESSAGES.clients;
const READS = new Set(['/client/get-all', '/client/search']);

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  // Server-side duration of each clients call, for the browser's devtools and the benchmark.
  app.addHook('onSend', async (request, reply) => {
    void reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    // A write here changes the list's totals: this server forgets the company's at once, before
    // answering; the others on the database's notification (and this one for writes made elsewhere).
    if (request.company && !READS.has(request.routeOptions.url ?? '') && reply.statusCode < 400) {
      app.clientCountCache.forgetCompany(request.company.id);
    }
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  });

  app.post(
    '/client/get-all',
    companyRoute(
      { body: clientFiltersSchema, response: { 200: clientsPageResponseSchema } },
      {
        access: accessOf('POST /client/get-all'),
        kept: { reads: ['clients', 'missions', 'operations', 'partners', 'automation_client_steps'] },
      },
    ),
    async (request) => ({
      success: true as const,
      ...(await findClients({
        ...companyScopeOf(request),
        filters: request.body,
        counts: app.clientCountCache,
      })),
    }),
  );

  app.post(
    '/client/search',
    companyRoute(
      { body: clientSearchSchema, response: { 200: clientSearchResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) => ({
      success: true as const,
      data: await searchClients({ ...companyScopeOf(request), query: request.body.q }),
    }),
  );

  registerRecordRoutes(app, {
    // One access for the three changes: the route × role test checks each against ROUTE_ROLES.
    access: { write: accessOf('PUT /client/update') },
    saved: { schema: clientSavedResponseSchema, key: 'data' },
    messages: { created: m.addSuccess, updated: m.updateSuccess, deleted: m.deleteSuccess },
    create: { route: 'POST /client/new-client', body: newClientSchema, run: createClient },
    update: { route: 'PUT /client/update', body: updateClientSchema, run: updateClient },
    remove: { route: 'POST /client/delete-client', body: deleteClientSchema, run: deleteClient },
  });

  // The upload is read only once the session and the plan's feature are checked.
  app.post(
    '/client/upload-csv',
    companyRoute(
      { response: { 200: csvImportResponseSchema } },
      { feature: 'bulk_operations', access: accessOf('POST /client/upload-csv') },
    ),
    async (request) => {
      const result = await withUploadedCsv(request, (upload) =>
        importClientsCsv({ ...companyScopeOf(request), ...upload }),
      );
      return { success: true as const, message: importOutcomeMessage(result), ...result };
    },
  );
};
