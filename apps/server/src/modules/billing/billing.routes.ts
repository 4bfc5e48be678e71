import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  billingCurrentMonthResponseSchema,
  billingMarkResponseSchema,
  billingMarkSchema,
  billingMetricsResponseSchema,
  billingMonthParamsSchema,
  billingMonthResponseSchema,
  billingPeriodsResponseSchema,
  credentialsBodySchema,
} from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import {
  findBillingPeriods,
  getBillingMetrics,
  getBillingMonth,
  getCurrentBillingMonth,
  markBilled,
  markPaid,
} from './billing.service.ts';

/**
 * 'Facturation' (issue 22, spec 2 §7 "Billing"): every call needs the plan's advanced_stats
 * (spec 2 §6), checked on onRequest so that 401 and 403 come before any reading of the body.
 */
const gated = [requireCompany, requireFeature('advanced_stats')];

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/billing/current-month',
    {
      schema: { body: credentialsBodySchema, response: { 200: billingCurrentMonthResponseSchema } },
      onRequest: gated,
    },
    async (request) => ({
      success: true as const,
      data: await getCurrentBillingMonth({ db: app.db, companyId: request.company.id }),
    }),
  );

  app.post(
    '/billing/month/:year/:month',
    {
      schema: {
        params: billingMonthParamsSchema,
        body: credentialsBodySchema,
        response: { 200: billingMonthResponseSchema },
      },
      onRequest: gated,
    },
    async (request) => ({
      success: true as const,
      data: await getBillingMonth({ db: app.db, companyId: request.company.id, key: request.params }),
    }),
  );

  app.post(
    '/billing/periods',
    {
      schema: { body: credentialsBodySchema, response: { 200: billingPeriodsResponseSchema } },
      onRequest: gated,
    },
    async (request) => ({
      success: true as const,
      data: await findBillingPeriods({ db: app.db, companyId: request.company.id }),
    }),
  );

  app.post(
    '/billing/metrics',
    {
      schema: { body: credentialsBodySchema, response: { 200: billingMetricsResponseSchema } },
      onRequest: gated,
    },
    async (request) => ({
      success: true as const,
      data: await getBillingMetrics({ db: app.db, companyId: request.company.id }),
    }),
  );

  for (const [url, mark] of [
    ['/billing/mark-billed', markBilled],
    ['/billing/mark-paid', markPaid],
  ] as const) {
    app.post(
      url,
      {
        schema: { body: billingMarkSchema, response: { 200: billingMarkResponseSchema } },
        onRequest: gated,
      },
      async (request) => ({
        success: true as const,
        message: MESSAGES.billing.statusUpdated,
        data: await mark({
          db: app.db,
          companyId: request.company.id,
          changedBy: request.company.name,
          missionId: request.body.rdv_id,
        }),
      }),
    );
  }
};
