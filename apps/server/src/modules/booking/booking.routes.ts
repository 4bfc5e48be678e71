import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  BOOKING_ERROR_CODES,
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
} from '@tourneo/domain';
import { z } from 'zod';
import { requireCompany } from '../../http/auth.ts';
import type { Limiter } from '../../http/rate-limit.ts';
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
    {
      schema: { body: makeAppointmentSchema, response: { 200: makeAppointmentResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => {
      const proposals = await makeAppointmentProposals({
        db: app.db,
        companyId: request.company.id,
        input: request.body,
      });
      return {
        success: true as const,
        message: proposals.length > 0 ? b.proposalsFound : b.noSlotAvailable,
        proposals,
      };
    },
  );

  app.post(
    '/rdv/create',
    {
      schema: { body: createAppointmentSchema, response: { 201: createAppointmentResponseSchema } },
      onRequest: requireCompany,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const created = await createAppointment({
        db: app.db,
        companyId: request.company.id,
        input: request.body,
      });
      return reply.status(201).send({
        success: true as const,
        message: b.created,
        rdv_id: created.rdvId,
        client_id: created.clientId,
        creation_type: 'semi_automatic' as const,
      });
    },
  );

  app.post(
    '/rdv/get-rdv-and-user-info-by-token',
    {
      schema: { body: bookingInfoInputSchema, response: { 200: bookingInfoResponseSchema } },
      preValidation: rateLimited,
    },
    async (request) => {
      const info = await getBookingInfo({ db: app.db, token: request.body.token, via: request.body.via });
      return {
        success: true as const,
        message: info.appointments.length > 0 ? b.proposalsFound : b.noSlotFound,
        ...info,
      };
    },
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
      const result = await confirmAppointment({ db: app.db, token: request.body.token, input: request.body });
      if (result.status === 'taken') {
        return reply.status(409).send({
          success: false as const,
          error: b.slotTaken,
          message: b.slotTaken,
          code: BOOKING_ERROR_CODES.slotTaken,
          appointments: result.appointments,
        });
      }
      return reply.status(200).send({
        success: true as const,
        message: result.isRescheduled ? b.rescheduled : b.confirmed,
        appointment: result.appointment,
      });
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
    async (request) => {
      const info = await getRescheduleProposals({ db: app.db, token: request.body.token });
      return {
        success: true as const,
        message: info.appointments.length > 0 ? b.proposalsFound : b.noSlotFound,
        ...info,
      };
    },
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
