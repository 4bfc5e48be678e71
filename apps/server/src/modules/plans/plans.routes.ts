import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  PLANS,
  changePlanSchema,
  changePlanResponseSchema,
  companyPlanResponseSchema,
  credentialsBodySchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import { changeCompanyPlan, getCompanyPlan } from './plans.service.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriptions/company-plan',
    {
      schema: { body: credentialsBodySchema, response: { 200: companyPlanResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      data: await getCompanyPlan({ db: app.db, company: request.company }),
    }),
  );

  app.post(
    '/subscriptions/change-plan',
    {
      schema: { body: changePlanSchema, response: { 200: changePlanResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const { change } = await changeCompanyPlan({
        db: app.db,
        companyId: request.company.id,
        plan: request.body.plan,
        changedBy: 'company',
      });
      // The sessions this server keeps see the new plan at once (the others on its notification).
      app.sessionCache.forgetCompany(request.company.id);
      return {
        success: true as const,
        message: MESSAGES.plans.changed(PLANS[change.toPlan].label),
        change: {
          from_plan: change.fromPlan,
          to_plan: change.toPlan,
          changed_at: change.changedAt.toISOString(),
        },
        data: await getCompanyPlan({
          db: app.db,
          company: { ...request.company, subscriptionPlan: change.toPlan },
        }),
      };
    },
  );
};
