import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  clientMessagesResponseSchema,
  clientMessagesSchema,
  messageResponseSchema,
  messagesQueuedResponseSchema,
  resendClientMessageSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import {
  bookingLinkOfShortCode,
  findClientMessages,
  resendClientMessage,
  sendBookingLink,
} from './messaging.service.ts';

/** A client's messages in the back office, and the SMS short links. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client/messages',
    {
      schema: { body: clientMessagesSchema, response: { 200: clientMessagesResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => ({
      success: true as const,
      messages: await findClientMessages({
        db: app.db,
        companyId: request.company.id,
        clientId: request.body.clientId,
      }),
    }),
  );

  app.post(
    '/client/send-link',
    {
      schema: { body: clientMessagesSchema, response: { 200: messagesQueuedResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.clientMessages.linkQueued,
      queued: await sendBookingLink({
        db: app.db,
        companyId: request.company.id,
        clientId: request.body.clientId,
      }),
    }),
  );

  app.post(
    '/client/messages/resend',
    {
      schema: { body: resendClientMessageSchema, response: { 200: messageResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => {
      await resendClientMessage({
        db: app.db,
        companyId: request.company.id,
        clientId: request.body.clientId,
        messageId: request.body.messageId,
      });
      return { success: true as const, message: MESSAGES.clientMessages.resent };
    },
  );

  // The short link of an SMS: to the client's booking page, counted as an SMS booking.
  app.get(
    '/l/:code',
    { schema: { params: z.object({ code: z.string().max(64) }), response: { 302: z.null() } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(await bookingLinkOfShortCode(app.db, request.params.code), 302),
  );
};
