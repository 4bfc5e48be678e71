/**
 * Answers of the booking routes (docs/decisions/0014-booking.md). Strict objects without
 * transforms, like every response schema (docs/decisions/0012-one-way.md).
 */
import { z } from 'zod';
import { publicBrandingSchema } from '../branding/responses.ts';
import { SESSION_AGENT_ROLES } from '../missions/team.ts';
import { rowIdSchema, successResponseSchema } from '../common/responses.ts';
import { APPOINTMENT_STATES } from '../lifecycle/appointment.ts';
import { BOOKING_ERROR_CODES } from './error-codes.ts';

export { BOOKING_ERROR_CODES, type BookingErrorCode } from './error-codes.ts';

/** A member of a proposed team (spec §3 teamMembers: id, name, role). */
export const proposedTeamMemberSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  role: z.enum(SESSION_AGENT_ROLES),
  requirementRoleId: rowIdSchema.nullable(),
});

/**
 * A proposed slot as the planner sees it (spec §3 "Proposed slot", the engine's `ProposedSlot`,
 * docs/decisions/0013-scheduling-engine.md): what `POST /rdv/create` is then called with.
 */
export const proposedSlotSchema = z.strictObject({
  id: z.string(),
  date: z.string(),
  beginning: z.number().int(),
  ending: z.number().int(),
  time: z.number().int(),
  travelTime: z.number().int(),
  coordinationTime: z.number(),
  agent: z.string(),
  agentId: rowIdSchema,
  teamType: z.enum(['single', 'multi-agent']),
  teamSize: z.number().int(),
  teamMembers: z.array(proposedTeamMemberSchema),
  cost: z.number(),
  addedTravelMinutes: z.number(),
  delayDays: z.number().int(),
});
export type ProposedSlotResponse = z.infer<typeof proposedSlotSchema>;

/**
 * `POST /rdv/make-appointment`: at most 3 proposals, cheapest first; none: `message` is
 * 'Aucun créneau disponible'.
 */
export const makeAppointmentResponseSchema = successResponseSchema({
  proposals: z.array(proposedSlotSchema),
});
export type MakeAppointmentResponse = z.infer<typeof makeAppointmentResponseSchema>;

/** `POST /rdv/create` (201): the mission created; the client has left the to-schedule list. */
export const createAppointmentResponseSchema = successResponseSchema({
  rdv_id: rowIdSchema,
  client_id: rowIdSchema,
  creation_type: z.literal('semi_automatic'),
});
export type CreateAppointmentResponse = z.infer<typeof createAppointmentResponseSchema>;

/**
 * A slot as the client sees it on the booking page: no agent, no cost (spec §3 "Appointment
 * proposals": date, beginning). `id` is what `POST /rdv/confirm-appointment` takes back as `rdv.id`.
 */
export const bookingSlotSchema = z.strictObject({
  id: z.string(),
  date: z.string(),
  beginning: z.number().int(),
  ending: z.number().int(),
  /** Duration in slots. */
  time: z.number().int(),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** What the booking page shows of the client: first name and operation, nothing else. */
export const bookingClientSchema = z.strictObject({
  prenom: z.string().nullable(),
  operation_name: z.string().nullable(),
});
export type BookingClient = z.infer<typeof bookingClientSchema>;

/**
 * Who the client books with, shown on every screen of the booking page: its name and its contact,
 * nothing internal. `email` takes the contact button's e-mail draft, `phone` (E.164) a call link;
 * both null: the page says the company left no contact.
 */
export const bookingCompanySchema = z.strictObject({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Its logo and colour with the white label, else 'propulsé par Tournéo' (issue 28). */
  branding: publicBrandingSchema,
});
export type BookingCompany = z.infer<typeof bookingCompanySchema>;

/**
 * `POST /rdv/get-rdv-and-user-info-by-token` and `POST /rdv/get-reschedule-proposals`: fresh
 * proposals (at most 3; none: `message` is 'Aucun créneau trouvé'), recorded for this link.
 */
export const bookingInfoResponseSchema = successResponseSchema({
  client: bookingClientSchema,
  company: bookingCompanySchema,
  appointments: z.array(bookingSlotSchema),
});
export type BookingInfoResponse = z.infer<typeof bookingInfoResponseSchema>;

/** The client's booked appointment, as its appointment page shows it. */
export const bookedAppointmentSchema = z.strictObject({
  date: z.string(),
  beginning: z.number().int(),
  ending: z.number().int(),
  adresse: z.string(),
  appartement: z.string().nullable(),
  operation_name: z.string().nullable(),
  /**
   * 'Annuler' and 'Reprogrammer' are offered for a planned appointment not billed, until the day
   * before it (`canClientChangeAppointment`).
   */
  can_change: z.boolean(),
  /**
   * Its lifecycle state (issue 39): a started, completed or cancelled appointment shows its state
   * instead of 'Reprogrammer' and 'Annuler'.
   */
  state: z.enum(APPOINTMENT_STATES),
  /**
   * Billed or paid by the company (issue 39): its invoice holds it, so the link neither moves nor
   * cancels it; the page says so in place of 'Reprogrammer' and 'Annuler' (`can_change` is false).
   */
  billed: z.boolean(),
  /** A completed appointment: the day (Paris) its intervention was completed; otherwise null. */
  completed_on: z.string().nullable(),
  /** An erasure request ('Supprimer mes données') is already recorded. */
  erasure_requested: z.boolean(),
});
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;

/** `POST /rdv/confirm-appointment`: the slot is booked (or the appointment moved to it). */
export const confirmAppointmentResponseSchema = successResponseSchema({
  appointment: bookedAppointmentSchema,
});
export type ConfirmAppointmentResponse = z.infer<typeof confirmAppointmentResponseSchema>;

/** `POST /rdv/confirm-appointment` when the slot was taken meanwhile (409): fresh proposals. */
export const slotTakenResponseSchema = z.strictObject({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.literal(BOOKING_ERROR_CODES.slotTaken),
  appointments: z.array(bookingSlotSchema),
});
export type SlotTakenResponse = z.infer<typeof slotTakenResponseSchema>;

/** `POST /rdv/get-appointment-by-token`: the appointment page of a used link. */
export const bookedAppointmentResponseSchema = successResponseSchema({
  appointment: bookedAppointmentSchema,
  client: bookingClientSchema,
  company: bookingCompanySchema,
});
export type BookedAppointmentResponse = z.infer<typeof bookedAppointmentResponseSchema>;
