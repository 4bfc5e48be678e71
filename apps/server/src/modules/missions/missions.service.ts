/**
 * The missions module's public use cases: its routes and the other modules (booking, mobile) use
 * the module through this file only (decision 0024). Each group of use cases lives in its own
 * file; the use cases other modules run inside their own unit of work are below.
 */
import type { Executor } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import * as repository from './missions.repository.ts';

export { findAgentWeek, findTeamDay } from './read-missions.ts';
export { createMission, insertNewMission, type MissionOrigin } from './create-mission.ts';
export { addMissionSessions, switchMissionLeader, updateMission } from './edit-mission.ts';
export { moveSession, removeSessionAgent, switchSessionAgent, updateSession } from './edit-session.ts';
export { deleteMission, deleteSession, removeMission } from './delete-mission.ts';
export { importMissions, markMissionsCancelled, type ImportedMission } from './import-missions.ts';
export type { PresentedMission } from './mission.presenter.ts';

export type MissionRow = repository.MissionRow;
export type SessionRow = repository.SessionRow;
export type OperationRules = repository.OperationRules;

/** An operation's rules (qualifications, team requirements) as the scheduling engine reads them; undefined if not the company's. */
export async function getOperationRules({
  db,
  companyId,
  operationId,
}: {
  db: Executor;
  companyId: number;
  operationId: number;
}): Promise<OperationRules | undefined> {
  return repository.getOperationRules(db, companyId, operationId);
}

/** The mission, its row locked until the caller's transaction ends (edits of one mission take turns); undefined if none. */
export async function lockMissionRow({
  db,
  companyId,
  missionId,
}: {
  db: Executor;
  companyId: number;
  missionId: number;
}): Promise<MissionRow | undefined> {
  return repository.getMissionForUpdate(db, companyId, missionId);
}

/** One session of the company, or undefined. */
export async function getSessionRow({
  db,
  companyId,
  sessionId,
}: {
  db: Executor;
  companyId: number;
  sessionId: number;
}): Promise<SessionRow | undefined> {
  return repository.getSession(db, companyId, sessionId);
}

/** The mission's sessions, in their order. */
export async function findMissionSessions({
  db,
  companyId,
  missionId,
}: {
  db: Executor;
  companyId: number;
  missionId: number;
}): Promise<SessionRow[]> {
  return repository.findMissionSessions(db, companyId, missionId);
}

/** Sets a mission's status (the agent app's start and completion), in the caller's unit of work. */
export async function setMissionStatus({
  uow,
  missionId,
  status,
}: {
  uow: UnitOfWork;
  missionId: number;
  status: MissionRow['status'];
}): Promise<void> {
  await repository.updateMission(uow.tx, uow.companyId, missionId, { status });
}

/** The calendars of the session's agents on its date reload when the unit of work commits. */
export async function touchSession({
  uow,
  session,
}: {
  uow: UnitOfWork;
  session: SessionRow;
}): Promise<void> {
  const team = await repository.findSessionAgents(uow.tx, uow.companyId, [session.id]);
  uow.add(
    team.map((member) => member.agentId),
    [session.date],
  );
}
