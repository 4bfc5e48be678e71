import type { CreateMissionInput, CreationType } from '@tourneo/domain';
import type { CompanyScope, Transaction } from '../../db/client.ts';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work.ts';
import { createClientOfMission, getClientOfMission } from '../clients/clients.service.ts';
import * as repository from './missions.repository.ts';
import { assertNewSessions, insertSessions, operationRulesOf } from './mission-rules.ts';
import { presentMission } from './missions.presenter.ts';

/** How a mission was made (billing) and for which client of the list, if any. */
export interface MissionOrigin {
  creationType: CreationType;
  clientId?: number | null;
}

/**
 * Writes a new mission in a unit of work (the booking module's use cases create missions this
 * way, with every rule of a calendar creation). Returns its id.
 */
export async function insertNewMission({
  uow,
  input,
  origin,
}: {
  uow: UnitOfWork;
  input: CreateMissionInput;
  origin: MissionOrigin;
}): Promise<number> {
  const { tx, companyId } = uow;
  const operation = await operationRulesOf(tx, companyId, input.operation_id);
  await assertNewSessions(tx, companyId, operation, input.sessions);
  const missionId = await repository.insertMission(tx, companyId, {
    clientName: input.client_name,
    clientEmail: input.client_email ?? null,
    adresse: input.adresse,
    appartement: input.appartement ?? null,
    operationId: input.operation_id ?? null,
    comments: input.comments ?? null,
    creationType: origin.creationType,
    clientId: origin.clientId ?? null,
  });
  await insertSessions(tx, companyId, missionId, input.sessions, 1, uow);
  await repository.refreshMissionTotals(tx, companyId, missionId);
  await uow.missionCreated(missionId);
  return missionId;
}

/**
 * The client file's record of a calendar mission: the client chosen (the company's, else 404), or
 * the one created with the mission in its transaction; null for a client given as text alone.
 */
async function clientIdOf(
  tx: Transaction,
  companyId: number,
  input: CreateMissionInput,
): Promise<number | null> {
  if (input.client_id !== null && input.client_id !== undefined) {
    return (await getClientOfMission({ db: tx, companyId, clientId: input.client_id })).id;
  }
  if (!input.new_client) {
    return null;
  }
  // The operation first: the client takes it, and a foreign one answers the missions' 404.
  await operationRulesOf(tx, companyId, input.operation_id);
  return createClientOfMission({
    db: tx,
    companyId,
    input: {
      ...input.new_client,
      name: input.client_name,
      email: input.client_email ?? null,
      adresse: input.adresse,
      operationId: input.operation_id ?? null,
    },
  });
}

/** Creates a simple, multi-agent or multi-session mission from the calendar (creation type manual). */
export async function createMission({ db, companyId, input }: CompanyScope & { input: CreateMissionInput }) {
  return runUnitOfWork(db, companyId, async (tx, uow) => {
    const clientId = await clientIdOf(tx, companyId, input);
    const missionId = await insertNewMission({ uow, input, origin: { creationType: 'manual', clientId } });
    return presentMission(tx, companyId, missionId);
  });
}
