import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePlanSchema,
  changePlanResponseSchema,
  companyPlanResponseSchema,
  credentialsBodySchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { presentPlanChanged } from './plans.presenter.ts';
import { auditActorOf } from '../audit/audit.service.ts';
import { changeCompanyPlan, getCompanyPlan } from './plans.service.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriptions/company-plan',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: companyPlanResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) => ({
      success: true as const,
      data: await getCompanyPlan({ db: app.db, company: request.company }),
    }),
  );

  app.post(
    '/subscriptions/change-plan',
    companyRoute(
      { body: changePlanSchema, response: { 200: changePlanResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => {
      const change = await changeCompanyPlan({
        ...companyScopeOf(request),
        plan: request.body.plan,
        changedBy: 'company',
        actor: auditActorOf(request),
      });
      // The sessions this server keeps see the new plan at once (the others on its notification).
      app.sessionCache.forgetCompany(request.company.id);
      return presentPlanChanged(request.company, change);
    },
  );
};
