import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  clientMessagesResponseSchema,
  clientMessagesSchema,
  messageResponseSchema,
  messagesQueuedResponseSchema,
  resendClientMessageSchema,
  accessOf,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import {
  findClientMessages,
  getBookingLinkOfShortCode,
  resendClientMessage,
  sendBookingLink,
} from './messaging.service.ts';

/** A client's messages in the back office, and the SMS short links. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client/messages',
    companyRoute(
      { body: clientMessagesSchema, response: { 200: clientMessagesResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) => ({
      success: true as const,
      messages: await findClientMessages({ ...companyScopeOf(request), clientId: request.body.clientId }),
    }),
  );

  app.post(
    '/client/send-link',
    companyRoute(
      { body: clientMessagesSchema, response: { 200: messagesQueuedResponseSchema } },
      { access: accessOf('POST /client/send-link') },
    ),
    async (request) => ({
      success: true as const,
      message: MESSAGES.clientMessages.linkQueued,
      queued: await sendBookingLink({ ...companyScopeOf(request), clientId: request.body.clientId }),
    }),
  );

  app.post(
    '/client/messages/resend',
    companyRoute(
      { body: resendClientMessageSchema, response: { 200: messageResponseSchema } },
      { access: accessOf('POST /client/messages/resend') },
    ),
    async (request) => {
      await resendClientMessage({ ...companyScopeOf(request), ...request.body });
      return { success: true as const, message: MESSAGES.clientMessages.resent };
    },
  );

  // The short link of an SMS: to the client's booking page, counted as an SMS booking.
  app.get(
    '/l/:code',
    {
      schema: { params: z.object({ code: z.string().max(64) }), response: { 302: z.null() } },
      config: { secretPath: true },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(await getBookingLinkOfShortCode({ db: app.db, code: request.params.code }), 302),
  );
};
