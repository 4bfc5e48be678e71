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
import { monthAnswerJson, type MonthAnswer } from './billing.presenter.ts';
import {
  findBillingPeriods,
  getBillingMetrics,
  getBillingMonth,
  getCurrentBillingMonth,
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

/**
 * A month's answer as the JSON text the presenter writes (its list from the database as it is):
 * a string with a JSON content type goes out without Fastify serialising it again; its shape is
 * the route's response schema (the OpenAPI document's), checked in billing.test.ts.
 */
const sendMonth = (reply: FastifyReply, answer: MonthAnswer) =>
  reply.type('application/json; charset=utf-8').send(monthAnswerJson(answer));

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/billing/current-month',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: billingCurrentMonthResponseSchema } },
      gated,
    ),
    async (request, reply) => sendMonth(reply, await getCurrentBillingMonth(companyScopeOf(request))),
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
      sendMonth(reply, await getBillingMonth({ ...companyScopeOf(request), key: request.params })),
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
      async (request) => ({
        success: true as const,
        message: MESSAGES.billing.statusUpdated,
        data: await mark({
          ...companyScopeOf(request),
          changedBy: request.company.person?.name ?? request.company.name,
          actor: auditActorOf(request),
          missionId: request.body.rdv_id,
        }),
      }),
    );
  }
};
