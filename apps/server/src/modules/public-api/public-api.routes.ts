import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentListItemSchema,
  agentSchema,
  bookingCreatedSchema,
  clientSchema,
  createAgentSchema,
  createAppointmentSchema,
  createMissionSchema,
  createRoleSchema,
  dataOf,
  idParamsSchema,
  missionViewSchema,
  missionsQuerySchema,
  newClientSchema,
  operationSchema,
  pageOf,
  pageQuerySchema,
  proposedSlotSchema,
  roleSchema,
  roleWithUsageSchema,
} from '@tourneo/domain';
import { z } from 'zod';
import { apiKeyScopeOf } from '../../http/api-key-auth.ts';
import { apiKeyRoute } from '../../http/routes.ts';
import { createAgent, findAgents } from '../agents/agents.service.ts';
import { createRole, findRoles } from '../roles/roles.service.ts';
import { findOperations } from '../operations/operations.service.ts';
import { createClient, findClientsAfterCursor } from '../clients/clients.service.ts';
import { createMission, deleteMission, findMissionsAfter } from '../missions/missions.service.ts';
import { createAppointment, makeAppointmentProposals } from '../booking/booking.service.ts';
import { decodeIdCursor, pageOfItems, pageOfList } from './pagination.ts';
import { registerPublicApiLanguage } from './public-api.language.ts';
import { PUBLIC_API_PREFIX, buildPublicApiDocument, type OpenApiDocument } from './public-api.openapi.ts';
import { renderPublicApiDocs } from './public-api.docs.ts';

const read = { scope: 'read' } as const;
const write = { scope: 'write' } as const;

/**
 * The public API, version 1 (issue 27, decision 0034), registered under `/api/v1`: the back
 * office's use cases behind an API key, with their own schemas, tenant rules and messages. Every
 * route describes itself (summary, tags, schemas): its OpenAPI document is made from these.
 */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPublicApiLanguage(app);

  app.get(
    '/agents',
    apiKeyRoute(
      {
        summary: 'Les agents',
        tags: ['Agents'],
        querystring: pageQuerySchema,
        response: { 200: pageOf(agentListItemSchema) },
      },
      read,
    ),
    async (request) => pageOfList(await findAgents(apiKeyScopeOf(request)), request.query),
  );

  app.post(
    '/agents',
    apiKeyRoute(
      {
        summary: 'Créer un agent',
        tags: ['Agents'],
        body: createAgentSchema,
        response: { 201: dataOf(agentSchema) },
      },
      write,
    ),
    async (request, reply) =>
      reply.status(201).send({
        data: await createAgent({
          ...apiKeyScopeOf(request),
          plan: request.apiKey!.plan,
          input: request.body,
        }),
      }),
  );

  app.get(
    '/qualifications',
    apiKeyRoute(
      {
        summary: 'Les qualifications',
        tags: ['Qualifications'],
        querystring: pageQuerySchema,
        response: { 200: pageOf(roleWithUsageSchema) },
      },
      read,
    ),
    async (request) => pageOfList(await findRoles(apiKeyScopeOf(request)), request.query),
  );

  app.post(
    '/qualifications',
    apiKeyRoute(
      {
        summary: 'Créer une qualification',
        tags: ['Qualifications'],
        body: createRoleSchema,
        response: { 201: dataOf(roleSchema) },
      },
      write,
    ),
    async (request, reply) =>
      reply.status(201).send({ data: await createRole({ ...apiKeyScopeOf(request), input: request.body }) }),
  );

  app.get(
    '/operations',
    apiKeyRoute(
      {
        summary: 'Les types d’opération',
        tags: ['Opérations'],
        querystring: pageQuerySchema,
        response: { 200: pageOf(operationSchema) },
      },
      read,
    ),
    async (request) => pageOfList(await findOperations(apiKeyScopeOf(request)), request.query),
  );

  app.get(
    '/clients',
    apiKeyRoute(
      {
        summary: 'Les clients, par nom',
        tags: ['Clients'],
        querystring: pageQuerySchema,
        response: { 200: pageOf(clientSchema) },
      },
      read,
    ),
    async (request) => {
      const page = await findClientsAfterCursor({
        ...apiKeyScopeOf(request),
        filters: {
          planification: 'tous',
          page: 1,
          pageSize: request.query.limit,
          cursor: request.query.cursor,
        },
      });
      return { data: page.data, next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/clients',
    apiKeyRoute(
      {
        summary: 'Créer un client',
        tags: ['Clients'],
        body: newClientSchema,
        response: { 201: dataOf(clientSchema) },
      },
      write,
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createClient({ ...apiKeyScopeOf(request), input: request.body }) }),
  );

  app.post(
    '/clients/:id/proposals',
    apiKeyRoute(
      {
        summary: 'Proposer trois créneaux à un client',
        description: 'Les créneaux sont calculés à l’instant, comme la prise en charge du back-office.',
        tags: ['Propositions et réservations'],
        params: idParamsSchema,
        response: { 200: dataOf(z.array(proposedSlotSchema)) },
      },
      write,
    ),
    async (request) => ({
      data: await makeAppointmentProposals({
        ...apiKeyScopeOf(request),
        input: { clientId: request.params.id },
      }),
    }),
  );

  app.post(
    '/bookings',
    apiKeyRoute(
      {
        summary: 'Réserver un créneau pour un client',
        description: 'Le créneau choisi devient une mission du client (création semi-automatique).',
        tags: ['Propositions et réservations'],
        body: createAppointmentSchema,
        response: { 201: dataOf(bookingCreatedSchema) },
      },
      write,
    ),
    async (request, reply) => {
      const created = await createAppointment({ ...apiKeyScopeOf(request), input: request.body });
      return reply.status(201).send({ data: { mission_id: created.rdvId, client_id: created.clientId } });
    },
  );

  app.get(
    '/missions',
    apiKeyRoute(
      {
        summary: 'Les missions et leurs sessions',
        description: 'Avec `from` et `to` (AAAA-MM-JJ), les missions qui ont une session entre ces dates.',
        tags: ['Missions'],
        querystring: missionsQuerySchema,
        response: { 200: pageOf(missionViewSchema) },
      },
      read,
    ),
    async (request) => {
      const { limit, cursor, from, to } = request.query;
      const missions = await findMissionsAfter({
        ...apiKeyScopeOf(request),
        afterId: decodeIdCursor(cursor),
        limit: limit + 1,
        from,
        to,
      });
      return pageOfItems(missions, limit);
    },
  );

  app.post(
    '/missions',
    apiKeyRoute(
      {
        summary: 'Créer une mission',
        tags: ['Missions'],
        body: createMissionSchema,
        response: { 201: dataOf(missionViewSchema) },
      },
      write,
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createMission({ ...apiKeyScopeOf(request), input: request.body }) }),
  );

  app.delete(
    '/missions/:id',
    apiKeyRoute(
      {
        summary: 'Supprimer une mission et ses sessions',
        tags: ['Missions'],
        params: idParamsSchema,
        response: { 200: dataOf(z.strictObject({ mission_id: z.number().int() })) },
      },
      write,
    ),
    async (request) => {
      await deleteMission({ ...apiKeyScopeOf(request), missionId: request.params.id });
      return { data: { mission_id: request.params.id } };
    },
  );
};

/** The public API's OpenAPI document and its documentation page (public, like the site). */
export const publicApiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: OpenApiDocument | undefined;
  const documentOf = () =>
    (document ??= buildPublicApiDocument(app.registeredRoutes, app.config.publicUrl.replace(/\/$/, '')));
  app.get(`${PUBLIC_API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => documentOf());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderPublicApiDocs(documentOf())),
  );
};
