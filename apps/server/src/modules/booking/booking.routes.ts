import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  bookedAppointmentResponseSchema,
  bookingInfoResponseSchema,
  bookingInfoInputSchema,
  bookingTokenInputSchema,
  confirmAppointmentResponseSchema,
  confirmAppointmentSchema,
  createAppointmentResponseSchema,
  createAppointmentSchema,
  makeAppointmentResponseSchema,
  makeAppointmentSchema,
  messageResponseSchema,
  slotTakenResponseSchema,
  accessOf,
} from '@tourneo/domain';
import { z } from 'zod';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import type { Limiter } from '../../http/rate-limit.ts';
import {
  presentBookingInfo,
  presentConfirmation,
  presentCreatedAppointment,
  presentTakeChargeProposals,
} from './booking.presenter.ts';
import {
  cancelLinkAppointment,
  confirmAppointment,
  consumeBookingAllowance,
  createAppointment,
  declineProposals,
  getBookingInfo,
  getLinkAppointment,
  getLinkAppointmentCalendar,
  getRescheduleProposals,
  makeAppointmentProposals,
  requestDataErasure,
} from './booking.service.ts';

const b = MESSAGES.booking;
const errorAnswerSchema = z.strictObject({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});

interface BookingRoutesOptions {
  limiter: Limiter;
}

/**
 * The booking routes (docs/decisions/0014-booking.md): the planner's take-charge behind the
 * session, the client's link in public, each public call counted against the caller's IP first.
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { limiter }) => {
  // Before validation: junk sent to a public route counts against the limit too.
  const rateLimited = async (request: FastifyRequest) => consumeBookingAllowance(limiter, request.ip);

  app.post(
    '/rdv/make-appointment',
    companyRoute(
      { body: makeAppointmentSchema, response: { 200: makeAppointmentResponseSchema } },
      { access: accessOf('POST /rdv/make-appointment') },
    ),
    async (request) =>
      presentTakeChargeProposals(
        await makeAppointmentProposals({ ...companyScopeOf(request), input: request.body }),
      ),
  );

  app.post(
    '/rdv/create',
    companyRoute(
      { body: createAppointmentSchema, response: { 201: createAppointmentResponseSchema } },
      { idempotent: true, access: accessOf('POST /rdv/create') },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          presentCreatedAppointment(
            await createAppointment({ ...companyScopeOf(request), input: request.body }),
          ),
        ),
  );

  app.post(
    '/rdv/get-rdv-and-user-info-by-token',
    {
      schema: { body: bookingInfoInputSchema, response: { 200: bookingInfoResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) =>
      presentBookingInfo(
        await getBookingInfo({ db: app.db, token: request.body.token, via: request.body.via }),
      ),
  );

  app.post(
    '/rdv/confirm-appointment',
    {
      schema: {
        body: confirmAppointmentSchema,
        // 409 is also the error handler's answer (a used link, a change too late).
        response: {
          200: confirmAppointmentResponseSchema,
          409: z.union([slotTakenResponseSchema, errorAnswerSchema]),
        },
      },
      preValidation: rateLimited,
    },
    async (request, reply) => {
      const answer = presentConfirmation(
        await confirmAppointment({ db: app.db, token: request.body.token, input: request.body }),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/rdv/get-appointment-by-token',
    {
      schema: { body: bookingTokenInputSchema, response: { 200: bookedAppointmentResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) => ({
      success: true as const,
      message: b.confirmed,
      ...(await getLinkAppointment({ db: app.db, token: request.body.token })),
    }),
  );

  app.get(
    '/rdv/appointment.ics',
    {
      schema: { querystring: bookingTokenInputSchema, response: { 200: z.string() } },
      preValidation: rateLimited,
    },
    async (request, reply) => {
      const calendar = await getLinkAppointmentCalendar({ db: app.db, token: request.query.token });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rendez-vous.ics"')
        .header('cache-control', 'no-store')
        .send(calendar);
    },
  );

  app.post(
    '/rdv/get-reschedule-proposals',
    {
      schema: { body: bookingTokenInputSchema, response: { 200: bookingInfoResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) =>
      presentBookingInfo(await getRescheduleProposals({ db: app.db, token: request.body.token })),
  );

  app.post(
    '/rdv/cancel-appointment',
    {
      schema: { body: bookingTokenInputSchema, response: { 200: messageResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) => {
      await cancelLinkAppointment({ db: app.db, token: request.body.token });
      return { success: true as const, message: b.cancelled };
    },
  );

  app.post(
    '/rdv/request-data-erasure',
    {
      schema: { body: bookingTokenInputSchema, response: { 200: messageResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) => {
      await requestDataErasure({ db: app.db, token: request.body.token });
      return { success: true as const, message: b.erasureRequested };
    },
  );

  app.post(
    '/rdv/decline-proposals',
    {
      schema: { body: bookingTokenInputSchema, response: { 200: messageResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) => {
      await declineProposals({ db: app.db, token: request.body.token });
      return { success: true as const, message: b.declined };
    },
  );
};
