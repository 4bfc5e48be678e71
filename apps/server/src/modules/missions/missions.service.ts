/**
 * The missions module's public use cases: its routes and the other modules (booking, mobile) use
 * the module through this file only (decision 0024). Each group of use cases lives in its own
 * file; the use cases other modules run inside their own transaction or unit of work are below:
 * those given a transaction take it as `db` (`CompanyScope<Executor>`), those that change
 * missions take the caller's unit of work (`uow`: its transaction, its company, what it touched).
 */
import type { CompanyScope, Executor } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import * as repository from './missions.repository.ts';
import { markMissionCompleted } from './mission-status.ts';

export { findAgentWeek, findMissionsAfter, findTeamDay } from './read-missions.ts';
export { createMission, insertNewMission, type MissionOrigin } from './create-mission.ts';
export { addMissionSessions, switchMissionLeader, updateMission } from './edit-mission.ts';
export { moveSession, removeSessionAgent, switchSessionAgent, updateSession } from './edit-session.ts';
export { deleteMission, deleteSession, removeMission } from './delete-mission.ts';
export { importMissions, markMissionsCancelled, type ImportedMission } from './import-missions.ts';
export { cancelErasedClientAppointments } from './erased-client-appointments.ts';
export type { PresentedMission } from './missions.presenter.ts';

export type MissionRow = repository.MissionRow;
export type SessionRow = repository.SessionRow;
export type OperationRules = repository.OperationRules;

/**
 * A read of the missions' rows by one id, offered to the other modules in the use cases' shape
 * (`{ db, companyId, <key> }`; `db` may be the caller's transaction).
 */
const readById =
  <Key extends string, Row>(key: Key, read: (db: Executor, companyId: number, id: number) => Promise<Row>) =>
  (options: CompanyScope<Executor> & Record<Key, number>): Promise<Row> =>
    read(options.db, options.companyId, options[key]);

/** An operation's rules (qualifications, team requirements) as the scheduling engine reads them; undefined if not the company's. */
export const getOperationRules = readById('operationId', repository.getOperationRules);
/** The mission, its row locked until the caller's transaction ends (edits of one mission take turns); undefined if none. */
export const lockMissionRow = readById('missionId', repository.getMissionForUpdate);
/** One session of the company, or undefined. */
export const getSessionRow = readById('sessionId', repository.getSession);
/** The mission's sessions, in their order. */
export const findMissionSessions = readById('missionId', repository.findMissionSessions);

/** Sets a mission's status (the agent app's start; its completion is `completeMission`), in the caller's unit of work. */
export async function setMissionStatus({
  uow,
  missionId,
  status,
}: {
  uow: UnitOfWork;
  missionId: number;
  status: Exclude<MissionRow['status'], 'completed'>;
}): Promise<void> {
  await repository.updateMission(uow.tx, uow.companyId, missionId, { status });
}

/**
 * The agent app's 'Terminer' of the mission's last open session: the mission is completed and its
 * report, as it stands, frozen as its next version (issue 39), in the caller's unit of work.
 */
export async function completeMission({
  uow,
  missionId,
  agentId,
}: {
  uow: UnitOfWork;
  missionId: number;
  agentId: number;
}): Promise<void> {
  await markMissionCompleted(uow.tx, uow.companyId, missionId, { door: 'agent_app', agentId });
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
