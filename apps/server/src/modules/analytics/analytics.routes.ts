import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsFiltersSchema,
  type AnalyticsFilters,
  changesResponseSchema,
  funnelResponseSchema,
  occupancyResponseSchema,
  utilisationResponseSchema,
} from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import { notFound } from '../../errors.ts';
import { filtersAreOwn } from './analytics.service.ts';
import { getChanges, getFunnel, getOccupancy, getUtilisation } from './analytics.service.ts';

/**
 * Analytics Avancé (issue 23): POST, JSON, under /analytics/, gated by the plan's
 * advanced_analytics on the server too (401 then 403 before the body is read).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [requireCompany, requireFeature('advanced_analytics')];
  const scope = (request: { company: { id: number } }) => ({ db: app.db, companyId: request.company.id });
  // Another company's agent or operation answers 404, like every id of another company.
  const preHandler = async (request: { company: { id: number }; body: unknown }) => {
    if (!(await filtersAreOwn(app.db, request.company.id, request.body as AnalyticsFilters))) {
      throw notFound();
    }
  };

  app.post(
    '/analytics/occupancy',
    {
      schema: { body: analyticsFiltersSchema, response: { 200: occupancyResponseSchema } },
      onRequest,
      config: { access: 'everyone' },
      preHandler,
    },
    async (request) => getOccupancy({ ...scope(request), filters: request.body }),
  );
  app.post(
    '/analytics/utilisation',
    {
      schema: { body: analyticsFiltersSchema, response: { 200: utilisationResponseSchema } },
      onRequest,
      config: { access: 'everyone' },
      preHandler,
    },
    async (request) => getUtilisation({ ...scope(request), filters: request.body }),
  );
  app.post(
    '/analytics/funnel',
    {
      schema: { body: analyticsFiltersSchema, response: { 200: funnelResponseSchema } },
      onRequest,
      config: { access: 'everyone' },
      preHandler,
    },
    async (request) => getFunnel({ ...scope(request), filters: request.body }),
  );
  app.post(
    '/analytics/changes',
    {
      schema: { body: analyticsFiltersSchema, response: { 200: changesResponseSchema } },
      onRequest,
      config: { access: 'everyone' },
      preHandler,
    },
    async (request) => getChanges({ ...scope(request), filters: request.body }),
  );
};
