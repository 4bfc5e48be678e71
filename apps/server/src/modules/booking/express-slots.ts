/**
 * Express slots (Automatisations avancées, issue 28): a freed appointment's slot offered to the
 * nearest clients still waiting, each checked by the engine (qualification, travel, the team's
 * other sessions), as a booking proposal of the client's own; the acceptance books it through the
 * link's confirmation, so the client's row lock and the exclusion constraint decide the race.
 */
import { evaluateSlot, haversineKm, parisDateOf, type ProposedSlot } from '@tourneo/domain';
import type { Database, Executor } from '../../db/client.ts';
import * as repository from './booking.repository.ts';
import { issueProposals, schedulingInputOf } from './booking-proposals.ts';
import { confirmProposal, type ConfirmResult } from './confirm-appointment.ts';

/** How many waiting clients are checked by the engine for each one offered. */
const CANDIDATES_PER_OFFER = 4;

export interface ExpressOffer {
  clientId: number;
  /** The booking proposal's id: what the client's message carries. */
  publicId: string;
  date: string;
  beginning: number;
  ending: number;
  distanceMetres: number | null;
}

/** The engine's slot for the client at the freed place and time: the whole team, else one of its agents. */
function fitFreedSlot(
  input: NonNullable<Awaited<ReturnType<typeof schedulingInputOf>>>,
  slot: { date: string; beginning: number; agentIds: readonly number[] },
): ProposedSlot | null {
  const teams = [slot.agentIds, ...slot.agentIds.map((agentId) => [agentId])];
  for (const agentIds of teams) {
    const fit = evaluateSlot(input, { date: slot.date, beginning: slot.beginning, agentIds: [...agentIds] });
    if (fit) {
      return fit;
    }
  }
  return null;
}

/**
 * Offers freed slots to at most `maxClients` waiting clients, nearest first: records a proposal
 * for each and answers the offers, for the caller's messages, with how many slots were freed.
 * Without `freed`, the slots of a mission about to be deleted (in the deleting transaction, its
 * rows still readable, left out of the agents' calendars); with it, one session's former slot,
 * already left (the mission stays, at the place of its client).
 */
export async function offerFreedSlots({
  db,
  companyId,
  missionId,
  freed,
  maxClients,
  now = new Date(),
}: {
  db: Executor;
  companyId: number;
  missionId: number;
  freed?: { date: string; beginning: number; ending: number; agentIds: readonly number[] } | undefined;
  maxClients: number;
  now?: Date;
}): Promise<{ freedSlots: number; offers: ExpressOffer[] }> {
  const today = parisDateOf(now);
  const slots = freed
    ? [freed].filter((slot) => slot.date >= today)
    : await repository.findMissionSlots(db, companyId, missionId, today);
  const excludeMissionId = freed ? undefined : missionId;
  const offers: ExpressOffer[] = [];
  if (slots.length === 0) {
    return { freedSlots: 0, offers };
  }
  const place = await repository.getMissionPlace(db, companyId, missionId);
  const candidates = await repository.findWaitingClientIds(
    db,
    companyId,
    place,
    maxClients * CANDIDATES_PER_OFFER,
  );
  for (const slot of slots) {
    for (const clientId of candidates) {
      if (offers.length >= maxClients) {
        return { freedSlots: slots.length, offers };
      }
      if (offers.some((offer) => offer.clientId === clientId)) {
        continue;
      }
      const client = await repository.getCompanyClient(db, companyId, { id: clientId });
      const input =
        client && (await schedulingInputOf(db, client, now, { dates: [slot.date], excludeMissionId }));
      const fit = input && fitFreedSlot(input, slot);
      if (!client || !fit) {
        continue;
      }
      const [issued] = await issueProposals(db, client, [fit], 'booking', now);
      const distanceKm =
        place && client.latitude !== null && client.longitude !== null
          ? haversineKm(place, { latitude: client.latitude, longitude: client.longitude })
          : null;
      offers.push({
        clientId,
        publicId: issued!.id,
        date: fit.date,
        beginning: fit.beginning,
        ending: fit.ending,
        distanceMetres: distanceKm === null ? null : Math.round(distanceKm * 1000),
      });
    }
  }
  return { freedSlots: slots.length, offers };
}

/**
 * Books the slot offered to the client (`publicId`, a proposal of its own): the link's
 * confirmation, so that of all the clients offered one freed slot, exactly one gets it.
 * Undefined when the client or the proposal is gone.
 */
export async function acceptOfferedSlot({
  db,
  companyId,
  clientId,
  publicId,
  now = new Date(),
}: {
  db: Database;
  companyId: number;
  clientId: number;
  publicId: string;
  now?: Date;
}): Promise<ConfirmResult | undefined> {
  const client = await repository.getCompanyClient(db, companyId, { id: clientId });
  if (!client) {
    return undefined;
  }
  return confirmProposal(db, client, { rdv: { id: publicId }, via: undefined }, now);
}

/** True when the client has an appointment already (an express offer is then of no use). */
export async function hasAppointment(db: Executor, companyId: number, clientId: number): Promise<boolean> {
  return (await repository.getClientAppointment(db, companyId, clientId)) !== undefined;
}
