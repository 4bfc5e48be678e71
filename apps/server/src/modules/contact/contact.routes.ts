import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Limiter } from '../../http/rate-limit.ts';
import { MESSAGES, contactSchema, messageResponseSchema } from '@tourneo/domain';
import type { OutboxNotifier } from '../../jobs/outbox.ts';
import { consumeContactAllowance, sendContactMessage } from './contact.service.ts';

interface ContactRoutesOptions {
  limiter: Limiter;
  operatorEmail: string;
  notifier?: OutboxNotifier | undefined;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/api/contact',
    {
      schema: { body: contactSchema, response: { 200: messageResponseSchema } },
      // Before validation: robots sending junk count against the limit too.
      preValidation: async (request) => consumeContactAllowance(options.limiter, request.ip),
    },
    async (request) => {
      await sendContactMessage({
        db: app.db,
        input: request.body,
        ip: request.ip,
        operatorEmail: options.operatorEmail,
        notifier: options.notifier,
      });
      return { success: true as const, message: MESSAGES.contact.success };
    },
  );
};
