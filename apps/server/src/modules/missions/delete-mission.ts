import type { CompanyScope } from '../../db/client.ts';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work.ts';
import * as repository from './missions.repository.ts';
import {
  assertAppointmentChange,
  deleteMissionRow,
  lockMission,
  lockSession,
  publishFreedSlot,
  touchMission,
} from './mission-rules.ts';

/**
 * Deletes a mission in a unit of work (the back office's and the public API's deletion, a
 * rescheduled or cancelled booking), unless the lifecycle refuses it (an erased client's, a billed
 * one: 409).
 */
export async function removeMission({
  uow,
  missionId,
}: {
  uow: UnitOfWork;
  missionId: number;
}): Promise<void> {
  const { tx, companyId } = uow;
  await assertAppointmentChange(tx, companyId, await lockMission(tx, companyId, missionId), 'delete');
  await touchMission(tx, companyId, missionId, uow);
  await deleteMissionRow(tx, companyId, missionId, uow);
}

/** Deletes a session (the lifecycle's refusals as a mission's); the last one takes its mission with it (`rdv_deleted`). */
export async function deleteSession({ db, companyId, sessionId }: CompanyScope & { sessionId: number }) {
  return runUnitOfWork(db, companyId, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    await assertAppointmentChange(tx, companyId, mission, 'delete');
    changes.add(
      agents.map((agent) => agent.agentId),
      [session.date],
    );
    changes.missionIds.add(mission.id);
    await repository.deleteSession(tx, companyId, sessionId);
    const left = await repository.findMissionSessions(tx, companyId, mission.id);
    if (left.length === 0) {
      await deleteMissionRow(tx, companyId, mission.id, changes);
      return { rdv_deleted: true, rdv_id: mission.id };
    }
    await repository.refreshMissionTotals(tx, companyId, mission.id);
    await publishFreedSlot(changes, session, agents, null);
    return { rdv_deleted: false, rdv_id: mission.id };
  });
}

/** Deletes a mission and all its sessions. */
export async function deleteMission({ db, companyId, missionId }: CompanyScope & { missionId: number }) {
  return runUnitOfWork(db, companyId, async (_tx, uow) => {
    await removeMission({ uow, missionId });
    return { rdv_id: missionId };
  });
}
