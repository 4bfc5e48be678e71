/** The agent app's session of an agent: its scope, its session read and locked, the files a change deleted. */
import { MESSAGES, isReportOpen } from '@tourneo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyScope, Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import * as missions from '../missions/missions.service.ts';
import * as repository from './mobile.repository.ts';
import { presentSession } from './mobile.presenter.ts';

const m = MESSAGES.mobile;
export const sessionNotFound = () => new AppError('NOT_FOUND', MESSAGES.missions.sessionNotFound);

/** The agent app's use cases are given the signed-in agent beside its company. */
export type AgentScope<Db extends Executor = Database> = CompanyScope<Db> & { agentId: number };
/** ...and, for those that store or delete the report's files, the file storage and the request's log. */
export type AgentStorageScope = AgentScope & { storage: FileStorage; log: FastifyBaseLogger };

/** One of the agent's sessions as the app shows it; another agent's or company's answers 404. */
export async function sessionView({
  db,
  companyId,
  agentId,
  sessionId,
}: AgentScope<Executor> & { sessionId: number }) {
  const row = await repository.getAgentSessionView(db, companyId, agentId, sessionId);
  if (!row) {
    throw sessionNotFound();
  }
  return presentSession(row);
}

/**
 * The agent's session and its mission, the mission's row locked until the transaction ends (edits
 * of one mission take turns with the back office's); 404 unless the agent is on the session.
 */
export async function lockAgentSession({
  db: tx,
  companyId,
  agentId,
  sessionId,
}: AgentScope<Transaction> & { sessionId: number }) {
  const missionId = await repository.getMissionIdOfAgentSession(tx, companyId, agentId, sessionId);
  const mission = missionId && (await missions.lockMissionRow({ db: tx, companyId, missionId }));
  // Read again under the lock: the agent may have been taken off the session meanwhile.
  const stillOn = mission && (await repository.getMissionIdOfAgentSession(tx, companyId, agentId, sessionId));
  const session = stillOn === missionId && (await missions.getSessionRow({ db: tx, companyId, sessionId }));
  if (!mission || !session) {
    throw sessionNotFound();
  }
  return { mission, session };
}

/** The report changes while its appointment is open (`isReportOpen`): not once completed (the back office reopens it), nor once cancelled (409). */
export function assertReportEditable(mission: missions.MissionRow): void {
  if (!isReportOpen(mission.status)) {
    throw new AppError('CONFLICT', m.missionCompleted);
  }
  if (mission.status === 'cancelled') {
    throw new AppError('CONFLICT', m.missionCancelled);
  }
}

/**
 * Deletes from the storage the files whose rows were deleted (deleted_files, filled by triggers):
 * after each change of a report, for the company. A key that a mission file or a report version's
 * file still names keeps its bytes: it is only forgotten (issue 39: version 1's signature outlives
 * the one the agent replaced after a reopening). A failure leaves the key for the next time.
 * Answers how many were dealt with (at most PURGE_BATCH): a caller with more to purge calls again.
 */
export async function purgeDeletedFiles({
  db,
  companyId,
  storage,
  log,
}: CompanyScope & Pick<AgentStorageScope, 'storage' | 'log'>): Promise<number> {
  const keys = await repository.findDeletedFiles(db, companyId, PURGE_BATCH);
  // Keys are random and never given again: a key whose row is gone gets no new row that names it.
  const stillNamed = await repository.findReferencedKeys(db, companyId, keys);
  const done: string[] = [];
  for (const key of keys) {
    if (stillNamed.has(key)) {
      done.push(key);
      continue;
    }
    try {
      await storage.delete(key);
      done.push(key);
    } catch (error) {
      log.warn({ err: error }, 'stored file not deleted');
    }
  }
  await repository.forgetDeletedFiles(db, companyId, done);
  return done.length;
}

/** Stored files deleted per call of `purgeDeletedFiles`. */
export const PURGE_BATCH = 50;
