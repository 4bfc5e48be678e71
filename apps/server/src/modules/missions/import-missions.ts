/**
 * Missions decided elsewhere, written as they stand: the demo company's two months of activity.
 * Each has one session with one agent, its lead, and keeps its own creation time, status and
 * progress. One statement per table whatever their number (row by row, hundreds of missions took
 * tens of seconds on PGlite). The rules any mission keeps are checked: the company's operation,
 * the slot range, the agent's qualifications; not those of a change made now (a past date is
 * allowed). The exclusion constraint refuses two overlapping sessions of an agent. Not a unit of
 * work: no calendar showed them before, so none is told.
 */
import { missionTypeOf, withOneLead, type CreationType, type SessionStatus } from '@tourneo/domain';
import type { CompanyScope, Transaction } from '../../db/client.ts';
import * as repository from './missions.repository.ts';
import { assertRange, assertTeams, operationRulesOf } from './mission-rules.ts';

export interface ImportedMission {
  clientName: string;
  clientEmail: string | null;
  adresse: string;
  operationId: number;
  comments: string | null;
  /** The mission's status, and its session's. */
  status: SessionStatus;
  creationType: CreationType;
  /** The client of the list it was booked for, if any. */
  clientId: number | null;
  bookedVia: 'email' | 'sms' | null;
  createdAt: Date;
  updatedAt: Date;
  session: {
    date: string;
    beginning: number;
    ending: number;
    agentId: number;
    startedAt: Date | null;
    completedAt: Date | null;
  };
}

/** Writes the missions, their sessions and agents; answers the missions' ids, in the given order. */
export async function importMissions({
  db,
  companyId,
  missions,
}: CompanyScope<Transaction> & { missions: readonly ImportedMission[] }): Promise<number[]> {
  for (const operationId of new Set(missions.map((mission) => mission.operationId))) {
    const sessions = missions
      .filter((mission) => mission.operationId === operationId)
      .map((mission) => mission.session);
    sessions.forEach(assertRange);
    const operation = await operationRulesOf(db, companyId, operationId);
    await assertTeams(
      db,
      companyId,
      operation,
      sessions.map((session) => [session.agentId]),
    );
  }
  const missionIds = await repository.insertMissions(
    db,
    companyId,
    missions.map(({ session, ...mission }) => ({
      ...mission,
      missionType: missionTypeOf(1, 1),
      totalSessions: 1,
      totalAgents: 1,
      totalDuration: session.ending - session.beginning,
      leadAgentId: session.agentId,
    })),
  );
  const sessions = await repository.insertSessionRows(
    db,
    companyId,
    missions.map(({ session, status, createdAt }, index) => ({
      missionId: missionIds[index]!,
      sessionOrder: 1,
      date: session.date,
      beginning: session.beginning,
      ending: session.ending,
      sessionStatus: status,
      startedAt: session.startedAt,
      completedAt: session.completedAt,
      createdAt,
    })),
  );
  await repository.insertSessionTeams(
    db,
    companyId,
    sessions.map((session, index) => ({
      session,
      team: withOneLead([{ agent_id: missions[index]!.session.agentId, is_lead: true }]),
    })),
  );
  return missionIds;
}

/** Cancels missions and their sessions as they stand (their clients are told by the caller). */
export async function markMissionsCancelled({
  db,
  companyId,
  missionIds,
}: CompanyScope<Transaction> & { missionIds: readonly number[] }): Promise<void> {
  await repository.setMissionsStatus(db, companyId, missionIds, 'cancelled');
}
