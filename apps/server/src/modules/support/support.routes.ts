import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  credentialsBodySchema,
  sendSupportMessageSchema,
  supportInfoResponseSchema,
  supportSentResponseSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import type { OutboxNotifier } from '../../jobs/outbox.ts';
import {
  consumeSupportAllowance,
  createSupportLimiter,
  getSupportInfo,
  sendSupportMessage,
} from './support.service.ts';

interface SupportRoutesOptions {
  supportEmail: string;
  notifier?: OutboxNotifier | undefined;
}

/**
 * 'Support': every company may write to the operator; the plans with `priority_support` have their
 * messages marked priority (and the shorter answer time the pricing page promises).
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  const limiter = createSupportLimiter(app.db);

  app.post(
    '/support/info',
    {
      schema: { body: credentialsBodySchema, response: { 200: supportInfoResponseSchema } },
      onRequest: requireCompany,
      config: { access: 'everyone' },
    },
    async (request) => ({
      success: true as const,
      support: await getSupportInfo({
        db: app.db,
        companyId: request.company.id,
        plan: request.company.subscriptionPlan,
      }),
    }),
  );

  app.post(
    '/support/send',
    {
      schema: { body: sendSupportMessageSchema, response: { 200: supportSentResponseSchema } },
      onRequest: requireCompany,
      config: { access: 'everyone' },
      // Before validation: junk bodies count against the company's allowance too.
      preValidation: async (request) => consumeSupportAllowance(limiter, request.company.id),
    },
    async (request) => {
      const { isPriority } = await sendSupportMessage({
        db: app.db,
        companyId: request.company.id,
        input: request.body,
        supportEmail: options.supportEmail,
        notifier: options.notifier,
      });
      return { success: true as const, message: MESSAGES.support.sent, is_priority: isPriority };
    },
  );
};
