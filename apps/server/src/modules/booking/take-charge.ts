/** The planner's take-charge (session): proposals for a client of the company, and the chosen slot booked. */
import {
  LEADER_ROLE,
  MESSAGES,
  isListedClient,
  type CreateAppointmentInput,
  type MakeAppointmentInput,
  type ProposedSlot,
} from '@tourneo/domain';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { insertNewMission } from '../missions/missions.service.ts';
import { queueAppointmentMessages } from '../messaging/messaging.service.ts';
import * as repository from './booking.repository.ts';
import type { CompanyScope } from '../../db/client.ts';
import { clientNotFound, freshProposals, missionInputFor } from './booking-proposals.ts';

/**
 * The company's client a take-charge is for: 404 for another company's, an unknown one, or an
 * erased one (GDPR: not `isListedClient`), which no new appointment may name (as the calendar's
 * creation answers it).
 */
function assertTakeChargeOf(
  client: repository.BookingClientRow | undefined,
): asserts client is repository.BookingClientRow {
  if (!client || !isListedClient(client)) {
    throw clientNotFound();
  }
}

const b = MESSAGES.booking;

/** `POST /rdv/make-appointment`: up to 3 proposals for a client of the company, computed fresh. */
export async function makeAppointmentProposals({
  db,
  companyId,
  input,
  now = new Date(),
}: CompanyScope & { input: MakeAppointmentInput; now?: Date }): Promise<ProposedSlot[]> {
  const client = await repository.getCompanyClient(
    db,
    companyId,
    input.clientId !== undefined ? { id: input.clientId } : { token: input.clientToken! },
  );
  assertTakeChargeOf(client);
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
  assertTakeChargeOf(client);
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
