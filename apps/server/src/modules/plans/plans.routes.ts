import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompany } from '../../http/auth.ts';
import { getCompanyPlan } from './plans.service.ts';

/** The body may carry the spec's company_name; it is ignored, the company comes from the session. */
const companyPlanSchema = z.object({ company_name: z.string().optional() }).passthrough().nullish();

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriptions/company-plan',
    { schema: { body: companyPlanSchema }, preValidation: requireCompany },
    async (request) => ({
      success: true,
      data: await getCompanyPlan(app.db, request.company),
    }),
  );
};
