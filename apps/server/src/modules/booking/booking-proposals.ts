/**
 * What the booking engine is given and what it proposes: the client of a link, its place, the
 * engine's input read fresh, the proposals recorded for the link, the mission a chosen slot makes.
 */
import { randomBytes } from 'node:crypto';
import {
  LEADER_ROLE,
  MESSAGES,
  TECHNICIAN_ROLE,
  proposeSlots,
  type BookingSlot,
  type ProposeSlotsInput,
  type ProposedSlot,
  type SessionInput,
} from '@tourneo/domain';
import { schedulingHorizon } from '@tourneo/domain/scheduling/horizon';
import { MAX_PROPOSALS } from '@tourneo/domain/scheduling/propose-slots';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { locateAddress } from '../../geo/geocoder.ts';
import { getOperationRules } from '../missions/missions.service.ts';
import * as repository from './booking.repository.ts';

const b = MESSAGES.booking;

/** How long a proposal can be confirmed: a page left open a day gets fresh ones. */
export const PROPOSAL_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const linkInvalid = () => new AppError('BOOKING_LINK_INVALID', b.linkInvalid);
export const clientNotFound = () => new AppError('NOT_FOUND', b.clientNotFound);

/** What the client's link's use cases are given: the link's token (the only credential), and the instant. */
export interface BookingLinkOptions {
  db: Database;
  token: string;
  now?: Date | undefined;
}

/** The client of a live link: unknown, expired or revoked links all answer the same 404. */
export async function resolveLink(
  db: Executor,
  token: string,
  now: Date,
): Promise<repository.BookingClientRow> {
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
export async function schedulingInputOf(
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
export const isCurrentSlot = (
  slot: { date: string; beginning: number },
  current: { date: string; beginning: number } | undefined,
) => current !== undefined && slot.date === current.date && slot.beginning === current.beginning;

/**
 * The engine's proposals for the client. To move an appointment (`current`), its mission is left
 * out of the input, so the new slot may overlap it; the appointment's own slot is no new one, so it
 * is dropped, the engine being asked for one more to still give up to 3.
 */
export async function freshProposals(
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
export async function issueProposals(
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

/** A mission of one session for the client, its team led by `agentIds[0]`. */
export function missionInputFor(
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
export const isSlotConflict = (error: unknown) =>
  error instanceof AppError && error.code === 'CONFLICT' && error.message === MESSAGES.missions.conflict;
