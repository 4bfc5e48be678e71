import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentTravelResponseSchema,
  agentTravelSchema,
  companyStatsResponseSchema,
  companyStatsSchema,
  parisDateOf,
} from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import { getAgentTravel, getCompanyStats } from './statistics.service.ts';

/** The current Paris year and month, when the screen names none. */
function currentPeriod() {
  const [year, month] = parisDateOf(new Date()).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * Statistiques (issue 23, spec 2 §3 and §7), gated by the plan's ai_insights on the server too:
 * 401 then 403 on onRequest, before the body is read.
 */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [requireCompany, requireFeature('ai_insights')];
  const config = { access: 'everyone' } as const;

  app.post(
    '/statistics/company-stats',
    {
      schema: { body: companyStatsSchema, response: { 200: companyStatsResponseSchema } },
      onRequest,
      config,
    },
    async (request) => {
      const now = currentPeriod();
      return getCompanyStats({
        db: app.db,
        companyId: request.company.id,
        year: request.body.year ?? now.year,
        month: request.body.month ?? (request.body.year === undefined ? now.month : 12),
      });
    },
  );

  app.post(
    '/statistics/agent-travel',
    { schema: { body: agentTravelSchema, response: { 200: agentTravelResponseSchema } }, onRequest, config },
    async (request) =>
      getAgentTravel({
        db: app.db,
        companyId: request.company.id,
        agentId: request.body.agentId,
        year: request.body.year ?? currentPeriod().year,
      }),
  );
};
