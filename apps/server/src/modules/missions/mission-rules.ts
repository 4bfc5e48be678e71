/**
 * The missions module's shared rules and steps (its own use cases use them; other modules go
 * through missions.service.ts): dates and hours, qualifications and teams, locks, the unit of
 * work's record of what a change touched, the deletion of a mission row.
 */
import {
  MESSAGES,
  clientChangeRefusal,
  fillsTeamRequirements,
  findSlotRangeError,
  holdsQualifications,
  isPastDate,
  isWorkingDay,
  parisDateOf,
  removalRefusalOf,
  withOneLead,
  type SessionInput,
} from '@tourneo/domain';
import type { Transaction } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, isForeignKeyViolation } from '../../errors.ts';
import * as repository from './missions.repository.ts';

const m = MESSAGES.missions;

export const missionNotFound = () => new AppError('RDV_NOT_FOUND', m.notFound);
export const sessionNotFound = () => new AppError('RDV_NOT_FOUND', m.sessionNotFound);
export const agentNotFound = () => new AppError('NOT_FOUND', m.agentNotFound);
const operationNotFound = () => new AppError('NOT_FOUND', m.operationNotFound);

/** Today in Paris: sessions are not planned before it. */
export const today = () => parisDateOf(new Date());

/** A date a session may be given now: a working day, not in the past (Paris). */
export function assertPlannableDate(date: string): void {
  if (isPastDate(date, today())) {
    throw new AppError('BAD_REQUEST', m.pastDate);
  }
  if (!isWorkingDay(date)) {
    throw new AppError('BAD_REQUEST', m.weekendDate);
  }
}

export function assertRange(range: { beginning: number; ending: number }): void {
  const error = findSlotRangeError(range);
  if (error) {
    throw new AppError('BAD_REQUEST', error);
  }
}

export async function operationRulesOf(
  tx: Transaction,
  companyId: number,
  operationId: number | null | undefined,
) {
  if (operationId === null || operationId === undefined) {
    return undefined;
  }
  const rules = await repository.getOperationRules(tx, companyId, operationId);
  if (!rules) {
    throw operationNotFound();
  }
  return rules;
}

/**
 * Every team is of the company's agents, each holding all of the operation's qualifications, and
 * together filling its team requirements.
 */
export async function assertTeams(
  tx: Transaction,
  companyId: number,
  operation: repository.OperationRules | undefined,
  teams: readonly (readonly number[])[],
): Promise<void> {
  const agents = await repository.findAgentsWithRoles(tx, companyId, [...new Set(teams.flat())]);
  for (const team of teams) {
    for (const agentId of team) {
      const agent = agents.get(agentId);
      if (!agent) {
        throw agentNotFound();
      }
      if (operation && !holdsQualifications(agent.roleIds, operation.role_ids)) {
        throw new AppError('BAD_REQUEST', m.qualificationMissing);
      }
    }
    if (
      operation &&
      !fillsTeamRequirements(
        team.map((agentId) => agents.get(agentId)!.roleIds),
        operation,
      )
    ) {
      throw new AppError('BAD_REQUEST', m.teamIncomplete);
    }
  }
}

/** Writes new sessions of a mission, numbered after `firstOrder`, each with exactly one lead. */
export async function insertSessions(
  tx: Transaction,
  companyId: number,
  missionId: number,
  sessions: readonly SessionInput[],
  firstOrder: number,
  changes: UnitOfWork,
): Promise<void> {
  const ordered = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.beginning - b.beginning);
  for (const [index, input] of ordered.entries()) {
    const session = await repository.insertSession(tx, companyId, missionId, firstOrder + index, {
      date: input.date,
      beginning: input.beginning,
      ending: input.ending,
      sessionType: input.session_type,
      sessionStatus: input.session_status,
      location: input.location ?? null,
      notes: input.notes ?? null,
    });
    await repository.insertSessionAgents(tx, companyId, session, withOneLead(input.agents));
    changes.add(
      input.agents.map((agent) => agent.agent_id),
      [input.date],
    );
  }
}

export async function assertNewSessions(
  tx: Transaction,
  companyId: number,
  operation: repository.OperationRules | undefined,
  sessions: readonly SessionInput[],
): Promise<void> {
  for (const session of sessions) {
    assertRange(session);
    assertPlannableDate(session.date);
  }
  await assertTeams(
    tx,
    companyId,
    operation,
    sessions.map((session) => session.agents.map((agent) => agent.agent_id)),
  );
}

/** The mission, its row locked until the transaction ends (edits of one mission take turns). */
export async function lockMission(tx: Transaction, companyId: number, missionId: number) {
  const mission = await repository.getMissionForUpdate(tx, companyId, missionId);
  if (!mission) {
    throw missionNotFound();
  }
  return mission;
}

/**
 * What a door does to an appointment, for the lifecycle's rules: an edit (details, hours, team,
 * sessions added), its cancellation (a status set to cancelled), or its deletion (the mission or one
 * of its sessions).
 */
export type AppointmentChange = 'edit' | 'cancel' | 'delete';

/**
 * The lifecycle's refusals of a change to a locked mission (409, its French message, before
 * anything is written): nothing changes an erased client's appointment (`clientChangeRefusal`, the
 * calendar's `canChangeAppointmentOf`), and a billed or paid one is neither deleted nor cancelled
 * (`removalRefusalOf`). Every door of the missions module asks it: the back office's edits, moves,
 * transfers, statuses and deletions, the public API's deletion, the link's cancellation.
 */
export async function assertAppointmentChange(
  tx: Transaction,
  companyId: number,
  mission: Pick<repository.MissionRow, 'clientId' | 'billingStatus'>,
  change: AppointmentChange,
): Promise<void> {
  const refusal =
    clientChangeRefusal(await repository.getClientErasure(tx, companyId, mission.clientId)) ??
    (change === 'edit' ? null : removalRefusalOf(mission.billingStatus));
  if (refusal !== null) {
    throw new AppError('CONFLICT', refusal);
  }
}

/** The mission's sessions (in their order) and the agents of all of them. */
export async function sessionsAndAgentsOf(tx: Transaction, companyId: number, missionId: number) {
  const sessions = await repository.findMissionSessions(tx, companyId, missionId);
  const agents = await repository.findSessionAgents(
    tx,
    companyId,
    sessions.map((session) => session.id),
  );
  return { sessions, agents };
}

/** Adds every agent and date of the mission's sessions to the change; returns them. */
export async function touchMission(
  tx: Transaction,
  companyId: number,
  missionId: number,
  changes: UnitOfWork,
) {
  const team = await sessionsAndAgentsOf(tx, companyId, missionId);
  changes.missionIds.add(missionId);
  changes.add(
    team.agents.map((agent) => agent.agentId),
    team.sessions.map((session) => session.date),
  );
  return team;
}

/** The session and its mission, the mission locked: edits of one mission take turns. */
export async function lockSession(tx: Transaction, companyId: number, sessionId: number) {
  const session = await repository.getSession(tx, companyId, sessionId);
  if (!session) {
    throw sessionNotFound();
  }
  const mission = await repository.getMissionForUpdate(tx, companyId, session.missionId);
  // Re-read under the lock: the session may have been deleted while we waited.
  const current = mission && (await repository.getSession(tx, companyId, sessionId));
  if (!mission || !current) {
    throw sessionNotFound();
  }
  const agents = await repository.findSessionAgents(tx, companyId, [sessionId]);
  return { session: current, mission, agents };
}

/**
 * A planned session left its place (deleted or moved, already written): its former slot is
 * offered by whoever subscribes (the express slots). A session only marked 'cancelled' keeps
 * its agents' slots (the exclusion constraint holds them), so it frees nothing.
 */
export async function publishFreedSlot(
  changes: UnitOfWork,
  session: { missionId: number; sessionStatus: string; date: string; beginning: number; ending: number },
  agents: readonly { agentId: number; isLead: boolean }[],
  /** Where the session is now; null once deleted. */
  now: { date: string; beginning: number; ending: number } | null,
): Promise<void> {
  // Still covering its former hours (lengthened, say): nothing was freed.
  const isSamePlace =
    now !== null &&
    now.date === session.date &&
    now.beginning <= session.beginning &&
    now.ending >= session.ending;
  if (session.sessionStatus !== 'planned' || isSamePlace || agents.length === 0) {
    return;
  }
  const team = [...agents].sort((a, b) => Number(b.isLead) - Number(a.isLead));
  await changes.publish('sessionFreed', {
    missionId: session.missionId,
    slot: {
      date: session.date,
      beginning: session.beginning,
      ending: session.ending,
      agentIds: team.map((agent) => agent.agentId),
    },
  });
}

export async function deleteMissionRow(
  tx: Transaction,
  companyId: number,
  missionId: number,
  changes: UnitOfWork,
): Promise<void> {
  // Its client hears of the cancellation (messaging subscribes), unless the use case tells it itself (a reschedule).
  await changes.publish('missionDeleting', { missionId, notify: !changes.quietMissionIds.has(missionId) });
  await changes.missionDeleted(missionId);
  try {
    // A savepoint, so that a refused delete can answer DELETE_FAILED rather than abort the transaction.
    await tx.transaction(async (savepoint) => {
      await repository.deleteMission(savepoint, companyId, missionId);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError('DELETE_FAILED', m.deleteFailed);
    }
    throw error;
  }
}
