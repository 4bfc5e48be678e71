import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePlanSchema,
  changePlanResponseSchema,
  companyPlanResponseSchema,
  credentialsBodySchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { presentPlanChanged } from './plans.presenter.ts';
import { changeCompanyPlan, getCompanyPlan } from './plans.service.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriptions/company-plan',
    companyRoute({ body: credentialsBodySchema, response: { 200: companyPlanResponseSchema } }),
    async (request) => ({
      success: true as const,
      data: await getCompanyPlan({ db: app.db, company: request.company }),
    }),
  );

  app.post(
    '/subscriptions/change-plan',
    companyRoute({ body: changePlanSchema, response: { 200: changePlanResponseSchema } }),
    async (request) =>
      presentPlanChanged(
        request.company,
        await changeCompanyPlan({
          ...companyScopeOf(request),
          plan: request.body.plan,
          changedBy: 'company',
        }),
      ),
  );
};
