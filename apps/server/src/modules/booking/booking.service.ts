/**
 * Booking use cases (docs/decisions/0014-booking.md): the planner's take-charge and the client's
 * booking link. The engine (`proposeSlots`, `evaluateSlot`) decides which slots; this module loads
 * its input in a few statements, records what was proposed to which link, and writes the chosen
 * slot through the missions service, so the mission rules and the exclusion constraint apply.
 */
import { randomBytes } from 'node:crypto';
import {
  LEADER_ROLE,
  MESSAGES,
  TECHNICIAN_ROLE,
  evaluateSlot,
  parisDateOf,
  proposeSlots,
  type BookedAppointment,
  type BookingSlot,
  type ConfirmAppointmentInput,
  type CreateAppointmentInput,
  type MakeAppointmentInput,
  type ProposeSlotsInput,
  type ProposedSlot,
  type SessionInput,
} from '@tourneo/domain';
import { schedulingHorizon } from '@tourneo/domain/scheduling/horizon';
import { MAX_PROPOSALS } from '@tourneo/domain/scheduling/propose-slots';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { consumeOrRefuse, createLimiter, type Limiter } from '../../http/rate-limit.ts';
import { locateAddress } from '../../geo/geocoder.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import { getOperationRules, insertNewMission, removeMission } from '../missions/missions.service.ts';
import {
  appointmentCalendar,
  queueAppointmentMessages,
  recordBookedVia,
} from '../messaging/messaging.service.ts';
import * as repository from './booking.repository.ts';

const b = MESSAGES.booking;

/** How long a proposal can be confirmed: a page left open a day gets fresh ones. */
export const PROPOSAL_LIFETIME_MS = 24 * 60 * 60 * 1000;

const linkInvalid = () => new AppError('BOOKING_LINK_INVALID', b.linkInvalid);
const clientNotFound = () => new AppError('NOT_FOUND', b.clientNotFound);

/** Public booking calls per IP and per minute, counted in the database (shared by every server). */
export function createBookingLimiter(db: Database, perIpPerMinute: number): Limiter {
  return createLimiter(db, { keyPrefix: 'booking-ip', points: perIpPerMinute, durationSeconds: 60 });
}

export async function consumeBookingAllowance(limiter: Limiter, ip: string): Promise<void> {
  await consumeOrRefuse(limiter, ip, b.tooManyRequests);
}

interface PublicScope {
  db: Database;
  token: string;
  now?: Date | undefined;
}

interface CompanyScope {
  db: Database;
  companyId: number;
  now?: Date | undefined;
}

/** The client of a live link: unknown, expired or revoked links all answer the same 404. */
async function resolveLink(db: Executor, token: string, now: Date): Promise<repository.BookingClientRow> {
  const client = await repository.getClientByToken(db, token);
  if (!client || (client.bookingLinkExpiresAt && client.bookingLinkExpiresAt <= now)) {
    throw linkInvalid();
  }
  return client;
}

/** The client's place: its stored coordinates, else its postal code's commune. */
async function clientPlaceOf(client: repository.BookingClientRow) {
  if (client.latitude !== null && client.longitude !== null) {
    return { latitude: client.latitude, longitude: client.longitude };
  }
  const located = await locateAddress({
    adresse: client.adresse,
    postal_code: client.codePostal,
    latitude: null,
    longitude: null,
  });
  return located.latitude !== null && located.longitude !== null
    ? { latitude: located.latitude, longitude: located.longitude }
    : undefined;
}

/**
 * The engine's input for the client, read fresh: its operation, its place, the company's agents,
 * and their sessions on `dates` (default: the whole horizon), the appointment being moved left out.
 * Undefined when there is nothing to propose (no operation, or a client that cannot be placed).
 */
async function schedulingInputOf(
  db: Executor,
  client: repository.BookingClientRow,
  now: Date,
  options: { dates?: readonly string[]; excludeMissionId?: number | undefined } = {},
): Promise<ProposeSlotsInput | undefined> {
  if (client.operationId === null) {
    return undefined;
  }
  const [operation, place] = await Promise.all([
    getOperationRules({ db, companyId: client.companyId, operationId: client.operationId }),
    clientPlaceOf(client),
  ]);
  if (!operation || !place) {
    return undefined;
  }
  const horizon = schedulingHorizon(now);
  const dates = options.dates ?? horizon;
  if (dates.length === 0) {
    return undefined;
  }
  const agents = await repository.findSchedulingAgents(db, client.companyId);
  const sessions = await repository.findSchedulingSessions(
    db,
    client.companyId,
    dates[0]!,
    dates.at(-1)!,
    options.excludeMissionId,
  );
  return { operation, client: place, agents, sessions, horizon };
}

/** True when a slot starts when the appointment does: to the client, the same appointment. */
const isCurrentSlot = (
  slot: { date: string; beginning: number },
  current: { date: string; beginning: number } | undefined,
) => current !== undefined && slot.date === current.date && slot.beginning === current.beginning;

/**
 * The engine's proposals for the client. To move an appointment (`current`), its mission is left
 * out of the input, so the new slot may overlap it; the appointment's own slot is no new one, so it
 * is dropped, the engine being asked for one more to still give up to 3.
 */
async function freshProposals(
  db: Executor,
  client: repository.BookingClientRow,
  now: Date,
  current?: repository.ClientAppointment,
): Promise<ProposedSlot[]> {
  const input = await schedulingInputOf(db, client, now, { excludeMissionId: current?.missionId });
  if (!input) {
    return [];
  }
  if (!current) {
    return proposeSlots(input);
  }
  return proposeSlots({ ...input, maxProposals: MAX_PROPOSALS + 1 })
    .filter((slot) => !isCurrentSlot(slot, current))
    .slice(0, MAX_PROPOSALS);
}

/** Records the proposals for the link and gives them as the client sees them (no agent, no cost). */
async function issueProposals(
  db: Executor,
  client: repository.BookingClientRow,
  proposals: readonly ProposedSlot[],
  purpose: 'booking' | 'reschedule',
  now: Date,
): Promise<BookingSlot[]> {
  const expiresAt = new Date(now.getTime() + PROPOSAL_LIFETIME_MS);
  const issued = proposals.map((proposal) => ({
    publicId: randomBytes(16).toString('base64url'),
    purpose,
    date: proposal.date,
    beginning: proposal.beginning,
    ending: proposal.ending,
    agentIds: proposal.teamMembers.map((member) => member.id),
    expiresAt,
  }));
  await repository.recordProposals(db, client.companyId, client.id, issued);
  return issued.map((proposal) => ({
    id: proposal.publicId,
    date: proposal.date,
    beginning: proposal.beginning,
    ending: proposal.ending,
    time: proposal.ending - proposal.beginning,
  }));
}

const presentClient = (client: repository.BookingClientRow) => ({
  prenom: client.prenom,
  operation_name: client.operationName,
});
/** Who the client books with, as the client may see it: a name and a contact, no id. */
const presentCompany = (client: repository.BookingClientRow) => ({
  name: client.companyName,
  email: client.contactEmail,
  phone: client.contactPhone,
});

/** 'Annuler' and 'Reprogrammer' stay open until the day before the appointment (Paris time). */
export function canChangeAppointment(date: string, now: Date): boolean {
  return parisDateOf(now) < date;
}

function presentAppointment(
  appointment: repository.ClientAppointment,
  now: Date,
  erasureRequested: boolean,
): BookedAppointment {
  return {
    date: appointment.date,
    beginning: appointment.beginning,
    ending: appointment.ending,
    adresse: appointment.adresse,
    appartement: appointment.appartement,
    operation_name: appointment.operationName,
    can_change: canChangeAppointment(appointment.date, now),
    erasure_requested: erasureRequested,
  };
}

/** A mission of one session for the client, its team led by `agentIds[0]`. */
function missionInputFor(
  client: repository.BookingClientRow,
  slot: { date: string; beginning: number; ending: number },
  agentIds: readonly number[],
) {
  const session: SessionInput = {
    date: slot.date,
    beginning: slot.beginning,
    ending: slot.ending,
    session_type: 'intervention',
    session_status: 'planned',
    agents: agentIds.map((agentId, index) => ({
      agent_id: agentId,
      is_lead: index === 0,
      role: index === 0 ? LEADER_ROLE : TECHNICIAN_ROLE,
    })),
  };
  return {
    client_name: [client.prenom, client.name].filter(Boolean).join(' '),
    client_email: client.email,
    adresse: `${client.adresse}${client.adresse.includes(client.codePostal) ? '' : ` ${client.codePostal}`}`,
    operation_id: client.operationId,
    sessions: [session],
  };
}

/** True for the mission service's answer to the exclusion constraint (an agent booked meanwhile). */
const isSlotConflict = (error: unknown) =>
  error instanceof AppError && error.code === 'CONFLICT' && error.message === MESSAGES.missions.conflict;

// ---------------------------------------------------------------------------------------------
// The planner's take-charge (session)

/** `POST /rdv/make-appointment`: up to 3 proposals for a client of the company, computed fresh. */
export async function makeAppointmentProposals({
  db,
  companyId,
  input,
  now = new Date(),
}: CompanyScope & { input: MakeAppointmentInput }): Promise<ProposedSlot[]> {
  const client = await repository.getCompanyClient(
    db,
    companyId,
    input.clientId !== undefined ? { id: input.clientId } : { token: input.clientToken! },
  );
  if (!client) {
    throw clientNotFound();
  }
  if (client.operationId === null) {
    throw new AppError('CLIENT_WITHOUT_OPERATION', b.clientWithoutOperation);
  }
  return freshProposals(db, client, now);
}

/** The team of a take-charge request, its lead first. */
function teamOf(input: CreateAppointmentInput): number[] {
  const members = input.teamMembers ?? [];
  const lead =
    input.agentId ??
    members.find((member) => member.role === LEADER_ROLE)?.id ??
    input.agentIds?.[0] ??
    members[0]!.id;
  return [...new Set([lead, ...(input.agentIds ?? []), ...members.map((member) => member.id)])];
}

/**
 * `POST /rdv/create`: the planner's chosen slot becomes the client's mission (semi_automatic),
 * with every rule of a mission; the client then has an appointment and leaves the list to schedule.
 */
export async function createAppointment({
  db,
  companyId,
  input,
}: CompanyScope & { input: CreateAppointmentInput }) {
  const client = await repository.getCompanyClient(db, companyId, { id: input.clientId });
  if (!client) {
    throw clientNotFound();
  }
  return runUnitOfWork(db, companyId, async (tx, changes) => {
    if (!(await repository.lockClient(tx, companyId, client.id))) {
      throw clientNotFound();
    }
    const missionId = await insertNewMission({
      uow: changes,
      input: missionInputFor(client, input, teamOf(input)),
      origin: { creationType: 'semi_automatic', clientId: client.id },
    });
    changes.quietMissionIds.add(missionId);
    await queueAppointmentMessages({ db: tx, companyId, missionId, kind: 'confirmation' });
    await repository.deleteClientProposals(tx, companyId, client.id);
    return { rdvId: missionId, clientId: client.id };
  });
}

// ---------------------------------------------------------------------------------------------
// The client's link (public)

/** `POST /rdv/get-rdv-and-user-info-by-token`: the booking page's data, proposals fresh and recorded. */
export async function getBookingInfo({ db, token, now = new Date() }: PublicScope) {
  const client = await resolveLink(db, token, now);
  if (await repository.getClientAppointment(db, client.companyId, client.id)) {
    throw new AppError('BOOKING_LINK_USED', b.linkUsed);
  }
  const proposals = await freshProposals(db, client, now);
  const appointments = await issueProposals(db, client, proposals, 'booking', now);
  return { client: presentClient(client), company: presentCompany(client), appointments };
}

export type ConfirmResult =
  | { status: 'confirmed'; appointment: BookedAppointment; isRescheduled: boolean }
  | { status: 'taken'; appointments: BookingSlot[] };

/**
 * `POST /rdv/confirm-appointment`: books a slot proposed to this link (or moves the appointment
 * to it, for a reschedule proposal), in one transaction with the client's row locked. The slot is
 * checked again on fresh data; a slot taken meanwhile (by the check, or by the exclusion
 * constraint when two links race) gives fresh proposals instead.
 */
export async function confirmAppointment({
  db,
  token,
  input,
  now = new Date(),
}: PublicScope & { input: ConfirmAppointmentInput }): Promise<ConfirmResult> {
  const client = await resolveLink(db, token, now);
  // Set inside the transaction; read after it when the slot was taken.
  const state: { purpose: 'booking' | 'reschedule'; current?: repository.ClientAppointment } = {
    purpose: 'booking',
  };
  try {
    const booked = await runUnitOfWork(db, client.companyId, async (tx, changes) => {
      await repository.lockClient(tx, client.companyId, client.id);
      const proposal = await repository.getLiveProposal(tx, client.companyId, client.id, input.rdv.id);
      if (
        !proposal ||
        (input.rdv.date !== undefined && input.rdv.date !== proposal.date) ||
        (input.rdv.beginning !== undefined && input.rdv.beginning !== proposal.beginning)
      ) {
        throw new AppError('SLOT_NOT_PROPOSED', b.slotNotProposed);
      }
      const purpose = proposal.purpose === 'reschedule' ? 'reschedule' : 'booking';
      state.purpose = purpose;
      const current = await repository.getClientAppointment(tx, client.companyId, client.id);
      if (purpose === 'booking' && current) {
        throw new AppError('BOOKING_LINK_USED', b.linkUsed);
      }
      if (purpose === 'reschedule') {
        if (!current) {
          throw new AppError('NO_APPOINTMENT', b.noAppointment);
        }
        if (!canChangeAppointment(current.date, now)) {
          throw new AppError('CHANGE_TOO_LATE', b.cancelTooLate);
        }
        if (isCurrentSlot(proposal, current)) {
          // Moving to where it already is would change nothing, however it was proposed.
          throw new AppError('SLOT_UNCHANGED', b.slotUnchanged);
        }
        state.current = current;
      }
      const input_ = await schedulingInputOf(tx, client, now, {
        dates: [proposal.date],
        excludeMissionId: state.current?.missionId,
      });
      const feasible =
        input_ &&
        evaluateSlot(input_, {
          date: proposal.date,
          beginning: proposal.beginning,
          agentIds: proposal.agentIds,
        });
      if (!feasible || feasible.ending !== proposal.ending) {
        return undefined;
      }
      if (current && purpose === 'reschedule') {
        // The client hears of the new time below, not of a cancellation.
        changes.quietMissionIds.add(current.missionId);
        await removeMission({ uow: changes, missionId: current.missionId });
      }
      const missionId = await insertNewMission({
        uow: changes,
        input: missionInputFor(client, proposal, proposal.agentIds),
        origin: { creationType: 'automatic', clientId: client.id },
      });
      changes.quietMissionIds.add(missionId);
      if (input.via) {
        await recordBookedVia({ db: tx, companyId: client.companyId, missionId, via: input.via });
      }
      await queueAppointmentMessages({
        db: tx,
        companyId: client.companyId,
        missionId,
        kind: purpose === 'reschedule' ? 'reschedule' : 'confirmation',
        now,
      });
      await repository.deleteClientProposals(tx, client.companyId, client.id);
      await repository.recordBookingEvent(
        tx,
        client.companyId,
        client.id,
        purpose === 'reschedule' ? 'rescheduled' : 'confirmed',
        {
          mission_id: missionId,
          date: proposal.date,
          beginning: proposal.beginning,
          ending: proposal.ending,
          agent_ids: proposal.agentIds,
          ...(current
            ? { previous: { date: current.date, beginning: current.beginning, ending: current.ending } }
            : {}),
        },
      );
      const appointment = await repository.getClientAppointment(tx, client.companyId, client.id);
      const erasure = await repository.hasBookingEvent(tx, client.companyId, client.id, 'erasure_requested');
      return presentAppointment(appointment!, now, erasure);
    });
    if (booked) {
      return { status: 'confirmed', appointment: booked, isRescheduled: state.purpose === 'reschedule' };
    }
  } catch (error) {
    if (!isSlotConflict(error)) {
      throw error;
    }
  }
  const proposals = await freshProposals(db, client, now, state.current);
  return { status: 'taken', appointments: await issueProposals(db, client, proposals, state.purpose, now) };
}

/** The link's appointment, or 404 NO_APPOINTMENT. */
async function appointmentOfLink(db: Executor, token: string, now: Date) {
  const client = await resolveLink(db, token, now);
  const appointment = await repository.getClientAppointment(db, client.companyId, client.id);
  if (!appointment) {
    throw new AppError('NO_APPOINTMENT', b.noAppointment);
  }
  return { client, appointment };
}

/** `POST /rdv/get-appointment-by-token`: the appointment page of a used link. */
export async function getLinkAppointment({ db, token, now = new Date() }: PublicScope) {
  const { client, appointment } = await appointmentOfLink(db, token, now);
  const erasure = await repository.hasBookingEvent(db, client.companyId, client.id, 'erasure_requested');
  return {
    appointment: presentAppointment(appointment, now, erasure),
    client: presentClient(client),
    company: presentCompany(client),
  };
}

/** `GET /rdv/appointment.ics`: the appointment as an iCalendar file, times in Europe/Paris (TZID + VTIMEZONE). */
export async function getLinkAppointmentCalendar({
  db,
  token,
  now = new Date(),
}: PublicScope): Promise<string> {
  const { client, appointment } = await appointmentOfLink(db, token, now);
  return appointmentCalendar({
    companyId: client.companyId,
    missionId: appointment.missionId,
    companyName: client.companyName,
    contactEmail: client.contactEmail,
    operationName: appointment.operationName,
    adresse: appointment.adresse,
    appartement: appointment.appartement,
    date: appointment.date,
    beginning: appointment.beginning,
    ending: appointment.ending,
    now,
  });
}

/** `POST /rdv/get-reschedule-proposals`: fresh proposals to move the appointment ('Reprogrammer'). */
export async function getRescheduleProposals({ db, token, now = new Date() }: PublicScope) {
  const { client, appointment } = await appointmentOfLink(db, token, now);
  if (!canChangeAppointment(appointment.date, now)) {
    throw new AppError('CHANGE_TOO_LATE', b.cancelTooLate);
  }
  const proposals = await freshProposals(db, client, now, appointment);
  const appointments = await issueProposals(db, client, proposals, 'reschedule', now);
  return { client: presentClient(client), company: presentCompany(client), appointments };
}

/** `POST /rdv/cancel-appointment` ('Annuler'): frees the slot and records the cancellation. */
export async function cancelLinkAppointment({ db, token, now = new Date() }: PublicScope): Promise<void> {
  const client = await resolveLink(db, token, now);
  await runUnitOfWork(db, client.companyId, async (tx, changes) => {
    await repository.lockClient(tx, client.companyId, client.id);
    const appointment = await repository.getClientAppointment(tx, client.companyId, client.id);
    if (!appointment) {
      throw new AppError('NO_APPOINTMENT', b.noAppointment);
    }
    if (!canChangeAppointment(appointment.date, now)) {
      throw new AppError('CHANGE_TOO_LATE', b.cancelTooLate);
    }
    await removeMission({ uow: changes, missionId: appointment.missionId });
    await repository.deleteClientProposals(tx, client.companyId, client.id);
    await repository.recordBookingEvent(tx, client.companyId, client.id, 'cancelled', {
      mission_id: appointment.missionId,
      date: appointment.date,
      beginning: appointment.beginning,
      ending: appointment.ending,
      agent_ids: appointment.agentIds,
    });
  });
}

/** `POST /rdv/request-data-erasure` ('Supprimer mes données'): recorded once for the company. */
export async function requestDataErasure({ db, token, now = new Date() }: PublicScope): Promise<void> {
  const client = await resolveLink(db, token, now);
  await db.transaction(async (tx) => {
    await repository.lockClient(tx, client.companyId, client.id);
    if (!(await repository.hasBookingEvent(tx, client.companyId, client.id, 'erasure_requested'))) {
      await repository.recordBookingEvent(tx, client.companyId, client.id, 'erasure_requested');
    }
  });
}

/** `POST /rdv/decline-proposals` (the proposal screen's 'cancel'): recorded; its proposals are dropped. */
export async function declineProposals({ db, token, now = new Date() }: PublicScope): Promise<void> {
  const client = await resolveLink(db, token, now);
  await db.transaction(async (tx) => {
    await repository.deleteClientProposals(tx, client.companyId, client.id);
    await repository.recordBookingEvent(tx, client.companyId, client.id, 'declined');
  });
}
