import type { FastifyReply } from 'fastify';
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
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import {
  findBillingPeriods,
  getBillingMetrics,
  getBillingMonthJson,
  getCurrentBillingMonthJson,
  markBilled,
  markPaid,
} from './billing.service.ts';
import { auditActorOf } from '../audit/audit.service.ts';

/**
 * 'Facturation' (issue 22, spec 2 §7 "Billing"): every call needs the plan's advanced_stats
 * (spec 2 §6), checked on onRequest so that 401 and 403 come before any reading of the body.
 */
const gated = { feature: 'advanced_stats', access: 'financeRead' } as const;
const gatedChange = { feature: 'advanced_stats', access: 'finance' } as const;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A month's answer as the JSON the presenter writes (its list from the database as it is), kept
   * by this server until the database announces a change (decision 0045): bytes with a JSON content
   * type go out without Fastify serialising them again; their shape is the route's response schema
   * (the OpenAPI document's), checked in billing.test.ts.
   */
  const sendMonth = (reply: FastifyReply, json: Buffer) =>
    reply.type('application/json; charset=utf-8').send(json);
  const cache = app.billingMonthCache;

  app.post(
    '/billing/current-month',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: billingCurrentMonthResponseSchema } },
      gated,
    ),
    async (request, reply) =>
      sendMonth(reply, await getCurrentBillingMonthJson({ ...companyScopeOf(request), cache })),
  );

  app.post(
    '/billing/month/:year/:month',
    companyRoute(
      {
        params: billingMonthParamsSchema,
        body: credentialsBodySchema,
        response: { 200: billingMonthResponseSchema },
      },
      gated,
    ),
    async (request, reply) =>
      sendMonth(reply, await getBillingMonthJson({ ...companyScopeOf(request), key: request.params, cache })),
  );

  app.post(
    '/billing/periods',
    companyRoute({ body: credentialsBodySchema, response: { 200: billingPeriodsResponseSchema } }, gated),
    async (request) => ({
      success: true as const,
      data: await findBillingPeriods(companyScopeOf(request)),
    }),
  );

  app.post(
    '/billing/metrics',
    companyRoute({ body: credentialsBodySchema, response: { 200: billingMetricsResponseSchema } }, gated),
    async (request) => ({
      success: true as const,
      data: await getBillingMetrics(companyScopeOf(request)),
    }),
  );

  for (const [url, mark] of [
    ['/billing/mark-billed', markBilled],
    ['/billing/mark-paid', markPaid],
  ] as const) {
    app.post(
      url,
      companyRoute({ body: billingMarkSchema, response: { 200: billingMarkResponseSchema } }, gatedChange),
      async (request) => {
        const data = await mark({
          ...companyScopeOf(request),
          changedBy: request.company.person?.name ?? request.company.name,
          actor: auditActorOf(request),
          missionId: request.body.rdv_id,
        });
        // This server's months forget it at once; the others on the database's notification.
        cache.forgetCompany(request.company.id);
        return { success: true as const, message: MESSAGES.billing.statusUpdated, data };
      },
    );
  }
};
