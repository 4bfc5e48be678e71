/**
 * Requests of the booking routes (issue 12, spec 2 §7 "booking calls"): the planner's take-charge
 * (`/rdv/make-appointment`, `/rdv/create`) and the client's booking link (`/rdv/...-by-token`,
 * `/rdv/confirm-appointment` and the appointment page's calls). See docs/decisions/0014-booking.md.
 * Unknown keys (the spec's `company_name`, `company_password`, `client`) are accepted and ignored.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { endSlotSchema, isoDateSchema, startSlotSchema } from '../missions/schemas.ts';
import { AGENTS_PER_SESSION_MAX } from '../missions/schemas.ts';
import { SESSION_AGENT_ROLES } from '../missions/team.ts';
import { idOf, text, trimmed } from '../common/fields.ts';

const b = MESSAGES.booking;

/**
 * A booking token: the client's `unique_link`, 128 random bits in base64url (22 characters). Any
 * malformed one (control characters included: the base64url pattern refuses them) is an invalid
 * link, never a technical validation message.
 */
export const BOOKING_TOKEN_MAX = 100;
export const bookingTokenSchema = z.preprocess(
  trimmed,
  z
    .string({ error: b.tokenRequired })
    .min(1, b.tokenRequired)
    .max(BOOKING_TOKEN_MAX, b.linkInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, b.linkInvalid),
);

/**
 * `{ token }`: every public call of the booking page names its link, and nothing else (the body of
 * its POSTs, the query of `GET /rdv/appointment.ics?token=...`).
 */
export const bookingTokenInputSchema = z.object({ token: bookingTokenSchema });
export type BookingTokenInput = z.infer<typeof bookingTokenInputSchema>;

/** The message a link came in ('email' or 'sms', the link's own `via` parameter); anything else is ignored. */
const linkChannelSchema = z
  .unknown()
  .optional()
  .transform((value) => (value === 'email' || value === 'sms' ? value : undefined));

/**
 * `POST /rdv/get-rdv-and-user-info-by-token`: the token, and `via`, recorded with the link's
 * opening for Analytics Avancé's funnel (issue 23).
 */
export const bookingInfoInputSchema = z.object({ token: bookingTokenSchema, via: linkChannelSchema });
export type BookingInfoInput = z.input<typeof bookingInfoInputSchema>;

/** A proposal's id as the server issued it (opaque). */
export const PROPOSAL_ID_MAX = 100;
const proposalIdSchema = z.preprocess(
  trimmed,
  text(b.slotRequired).min(1, b.slotRequired).max(PROPOSAL_ID_MAX, b.slotNotProposed),
);

/**
 * `POST /rdv/make-appointment` (planner session): proposals for one client of the company, named
 * by its booking token (`clientToken`, the spec's field: the client's `unique_link`) or its id.
 */
export const makeAppointmentSchema = z
  .object({
    clientToken: bookingTokenSchema.optional(),
    clientId: idOf(b.clientNotFound).optional(),
  })
  .refine((body) => body.clientToken !== undefined || body.clientId !== undefined, {
    error: b.clientRequired,
    path: ['clientToken'],
  });
export type MakeAppointmentInput = z.infer<typeof makeAppointmentSchema>;

const teamMemberInputSchema = z.object({
  id: idOf(MESSAGES.missions.agentRequired),
  name: z.string().optional(),
  role: z.enum(SESSION_AGENT_ROLES, { error: MESSAGES.missions.roleInvalid }).optional(),
});

/**
 * `POST /rdv/create` (planner session): the chosen proposal becomes a mission (creation type
 * semi_automatic). The spec's fields: clientName, agentName, date, beginning, ending, adresse,
 * operationName, clientId, clientEmail; for teams isMultiAgent, teamMembers, teamSize, agentIds,
 * agentNames. The server takes the client's name, address, e-mail and operation from the client's
 * row (`clientId`), and the agents from `agentIds` (or `agentId`, or `teamMembers`); the lead is
 * `agentId` when given, else the `Chef d'équipe` of `teamMembers`, else the first of `agentIds`.
 * Names (`agentName`, `agentNames`, `clientName`...) are display only and ignored.
 */
export const createAppointmentSchema = z
  .object({
    clientId: idOf(b.clientNotFound),
    date: isoDateSchema,
    beginning: startSlotSchema,
    ending: endSlotSchema,
    agentId: idOf(MESSAGES.missions.agentRequired).optional(),
    agentIds: z
      .array(idOf(MESSAGES.missions.agentRequired), { error: b.agentsRequired })
      .max(AGENTS_PER_SESSION_MAX, MESSAGES.missions.tooManyAgents)
      .optional(),
    teamMembers: z
      .array(teamMemberInputSchema, { error: b.agentsRequired })
      .max(AGENTS_PER_SESSION_MAX, MESSAGES.missions.tooManyAgents)
      .optional(),
    isMultiAgent: z.boolean({ error: b.agentsRequired }).optional(),
    teamSize: z.int({ error: b.agentsRequired }).min(1).max(AGENTS_PER_SESSION_MAX).optional(),
  })
  .refine((body) => body.ending > body.beginning, {
    error: MESSAGES.missions.endBeforeStart,
    path: ['ending'],
  })
  .refine(
    (body) =>
      body.agentId !== undefined || (body.agentIds?.length ?? 0) > 0 || (body.teamMembers?.length ?? 0) > 0,
    { error: b.agentsRequired, path: ['agentIds'] },
  );
export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;

/**
 * `POST /rdv/confirm-appointment` (public): the chosen slot `rdv` (its `id` as proposed; `date` and
 * `beginning`, when sent, must be the proposal's) and the link's `token`. The spec's `client` and
 * credentials are ignored. `via`: the message the link came in ('email' or 'sms', the link's own
 * `via` parameter), recorded on the booking for billing by channel; anything else is ignored.
 */
export const confirmAppointmentSchema = z.object({
  token: bookingTokenSchema,
  via: linkChannelSchema,
  rdv: z.object(
    {
      id: proposalIdSchema,
      date: isoDateSchema.optional(),
      beginning: startSlotSchema.optional(),
    },
    { error: b.slotRequired },
  ),
});
export type ConfirmAppointmentInput = z.infer<typeof confirmAppointmentSchema>;
