import {
  LEADER_ROLE,
  MESSAGES,
  TECHNICIAN_ROLE,
  isReopening,
  sessionStatusAfterMissionReopen,
  type AddSessionsInput,
  type MissionView,
  type SessionStatus,
  type UpdateMissionInput,
  type UpdateSessionInput,
} from '@tourneo/domain';
import type { CompanyScope, Transaction } from '../../db/client.ts';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import * as repository from './missions.repository.ts';
import {
  agentNotFound,
  assertAppointmentChange,
  assertNewSessions,
  assertRange,
  assertTeams,
  insertSessions,
  lockMission,
  operationRulesOf,
  sessionsAndAgentsOf,
  lockSession,
  touchMission,
  type AppointmentChange,
} from './mission-rules.ts';
import { presentMission } from './missions.presenter.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import {
  markMissionCompleted,
  recordReopening,
  reopenReasonOf,
  settleReopenedMission,
  versionLeftBehind,
} from './mission-status.ts';

type MissionRow = repository.MissionRow;
type LockedSession = Awaited<ReturnType<typeof lockSession>>;

const m = MESSAGES.missions;

/** The fields that were sent (`undefined`: not sent, left as it is; `null`: cleared). */
function given<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The mission's columns an edit sets, from the client fields given. */
export function missionValuesOf(
  input: UpdateMissionInput | UpdateSessionInput,
): Partial<repository.MissionValues> {
  return given({
    clientName: input.client_name,
    clientEmail: input.client_email,
    adresse: input.adresse,
    appartement: input.appartement,
    operationId: input.operation_id,
    comments: input.comments,
  });
}

/**
 * The session's columns an edit sets (the date is the caller's: it is checked). The back office
 * sets a status freely, 'in_progress' included, whatever the session's day: the lifecycle's start
 * rule (`checkSessionStart`: on its day only, unless allowed early) binds the agent app, not the
 * planner, who corrects what happened in the field (an agent who forgot to press 'Démarrer', a
 * visit done ahead by phone). The planner's `early_start_allowed` is what opens an early start to
 * the agent.
 */
export function sessionValuesOf(
  input: UpdateMissionInput | UpdateSessionInput,
): Partial<repository.SessionValues> {
  return given({
    beginning: input.beginning,
    ending: input.ending,
    sessionType: input.session_type,
    sessionStatus: input.session_status,
    earlyStartAllowed: input.early_start_allowed,
    location: input.location,
    notes: input.notes,
  });
}

/**
 * A session the back office marks completed (it was not): `session.completed`, as the agent
 * app's 'Terminer' publishes it, `is_last` when no other session of the mission is left open;
 * the last one completes the mission too (its report frozen as a version), as 'Terminer' does,
 * unless the same edit set the mission's status itself (`keepMissionStatus`). Called once the
 * session's row is written, in the edit's transaction (decision 0037).
 */
export async function publishSessionCompleted(
  tx: Transaction,
  changes: UnitOfWork,
  companyId: number,
  {
    missionId,
    sessionId,
    date,
    actor,
    keepMissionStatus = false,
  }: { missionId: number; sessionId: number; date: string; actor: AuditActor; keepMissionStatus?: boolean },
): Promise<void> {
  const sessions = await repository.findMissionSessions(tx, companyId, missionId);
  const isLast = sessions.every(
    (other) => other.sessionStatus === 'completed' || other.sessionStatus === 'cancelled',
  );
  await changes.emit({
    type: 'session.completed',
    missionId,
    data: { mission_id: missionId, session_id: sessionId, date, is_last: isLast },
  });
  if (isLast && !keepMissionStatus) {
    await markMissionCompleted(tx, companyId, missionId, { door: 'back_office', actor });
  }
}

/**
 * The mission reopened by its own status (`to`): its completed sessions take it, in the edit's
 * transaction, so that the agent app's 'Terminer' completes them again (a session set back to
 * planned or in progress loses its completion time).
 */
async function reopenCompletedSessions(
  tx: Transaction,
  companyId: number,
  sessions: readonly { id: number; sessionStatus: SessionStatus }[],
  to: SessionStatus,
): Promise<void> {
  for (const session of sessions) {
    const status = sessionStatusAfterMissionReopen(session.sessionStatus, to);
    if (status !== session.sessionStatus) {
      await repository.updateSession(tx, companyId, session.id, { sessionStatus: status });
    }
  }
}

/** A cancelled session did not take place: a status applied to every session does not make it done. */
const isUnchangedByAll = (current: SessionStatus, applied: SessionStatus | undefined) =>
  current === 'cancelled' && (applied === 'completed' || applied === 'in_progress');

/** A new operation must suit every agent already on the mission. */
export async function assertOperationChange(
  tx: Transaction,
  companyId: number,
  missionId: number,
  operationId: number | null | undefined,
): Promise<void> {
  if (operationId === undefined || operationId === null) {
    return;
  }
  const operation = await operationRulesOf(tx, companyId, operationId);
  const { sessions, agents } = await sessionsAndAgentsOf(tx, companyId, missionId);
  await assertTeams(
    tx,
    companyId,
    operation,
    sessions.map((session) =>
      agents.filter((agent) => agent.sessionId === session.id).map((agent) => agent.agentId),
    ),
  );
}

/** Runs one edit in one unit of work (`edit` answers the mission's id), then recomputes the mission's totals and answers it as the API shows it. */
async function runMissionEdit(
  { db, companyId }: CompanyScope,
  edit: (tx: Transaction, changes: UnitOfWork) => Promise<number>,
): Promise<MissionView> {
  return runUnitOfWork(db, companyId, async (tx, changes) => {
    const missionId = await edit(tx, changes);
    changes.missionIds.add(missionId);
    await repository.refreshMissionTotals(tx, companyId, missionId);
    return presentMission(tx, companyId, missionId);
  });
}

/** What an edit is to the lifecycle (`assertAppointmentChange`): an edit unless told otherwise. */
interface EditKind {
  change?: AppointmentChange;
}

/**
 * One edit of a mission, its row locked first (edits of one mission take turns), once the
 * lifecycle allows the `change`.
 */
export async function editMission(
  { db, companyId, missionId, change = 'edit' }: CompanyScope & { missionId: number } & EditKind,
  edit: (tx: Transaction, changes: UnitOfWork, mission: MissionRow) => Promise<void>,
): Promise<MissionView> {
  return runMissionEdit({ db, companyId }, async (tx, changes) => {
    const mission = await lockMission(tx, companyId, missionId);
    await assertAppointmentChange(tx, companyId, mission, change);
    await edit(tx, changes, mission);
    return missionId;
  });
}

/**
 * One edit of a session, its mission locked first, once the lifecycle allows the `change`; `edit`
 * is given the session, its mission and its agents.
 */
export async function editSession(
  { db, companyId, sessionId, change = 'edit' }: CompanyScope & { sessionId: number } & EditKind,
  edit: (tx: Transaction, changes: UnitOfWork, locked: LockedSession) => Promise<void>,
): Promise<MissionView> {
  return runMissionEdit({ db, companyId }, async (tx, changes) => {
    const locked = await lockSession(tx, companyId, sessionId);
    await assertAppointmentChange(tx, companyId, locked.mission, change);
    await edit(tx, changes, locked);
    return locked.mission.id;
  });
}

/** A status given by an edit that cancels (the mission, or a session): a cancellation to the lifecycle. */
export const changeOfStatus = (status: SessionStatus | undefined): AppointmentChange =>
  status === 'cancelled' ? 'cancel' : 'edit';

/**
 * Edits the mission's client fields, status and comments; with `apply_to_all_sessions`, the
 * session fields given (hours, type, status, location, notes) go to every one of its sessions.
 * A status that leaves `completed` (the mission's, or a completed session's) is a reopening: it
 * needs `reopen_reason` (else 409, nothing written) and is audited; the mission's own status
 * reopening it puts its completed sessions in that status too (`sessionStatusAfterMissionReopen`),
 * unless the edit gives every session its status. A status that completes the mission freezes its
 * report as a version.
 */
export async function updateMission({
  db,
  companyId,
  missionId,
  input,
  actor,
}: CompanyScope & { missionId: number; input: UpdateMissionInput; actor: AuditActor }) {
  // The mission cancelled, or every one of its sessions: the appointment is cancelled.
  const isCancelled =
    input.status === 'cancelled' || (input.apply_to_all_sessions && input.session_status === 'cancelled');
  const change = isCancelled ? 'cancel' : 'edit';
  return editMission({ db, companyId, missionId, change }, async (tx, changes, mission) => {
    const sessionValues = sessionValuesOf(input);
    const appliesToAll = input.apply_to_all_sessions && Object.keys(sessionValues).length > 0;
    const setsEverySession = appliesToAll && sessionValues.sessionStatus !== undefined;
    const before = appliesToAll ? await repository.findMissionSessions(tx, companyId, missionId) : [];
    const reason = reopenReasonOf({
      changes: [
        { from: mission.status, to: input.status },
        ...before
          .filter((session) => !isUnchangedByAll(session.sessionStatus, sessionValues.sessionStatus))
          .map((session) => ({ from: session.sessionStatus, to: sessionValues.sessionStatus })),
      ],
      reason: input.reopen_reason,
    });
    const version = reason === null ? null : await versionLeftBehind(tx, companyId, mission);
    await assertOperationChange(tx, companyId, missionId, input.operation_id);
    const completes = input.status === 'completed';
    await repository.updateMission(tx, companyId, missionId, {
      ...missionValuesOf(input),
      ...(input.status && !completes ? { status: input.status } : {}),
    });
    const { sessions } = await touchMission(tx, companyId, missionId, changes);
    if (appliesToAll) {
      for (const session of sessions) {
        assertRange({
          beginning: sessionValues.beginning ?? session.beginning,
          ending: sessionValues.ending ?? session.ending,
        });
        const { sessionStatus, ...otherValues } = sessionValues;
        const keepsStatus = isUnchangedByAll(session.sessionStatus, sessionStatus);
        await repository.updateSession(tx, companyId, session.id, keepsStatus ? otherValues : sessionValues);
        if (sessionStatus === 'completed' && !keepsStatus && session.sessionStatus !== 'completed') {
          await publishSessionCompleted(tx, changes, companyId, {
            missionId,
            sessionId: session.id,
            date: session.date,
            actor,
            keepMissionStatus: input.status !== undefined,
          });
        }
      }
    }
    if (completes) {
      await markMissionCompleted(tx, companyId, missionId, { door: 'back_office', actor });
    }
    if (input.status !== undefined && isReopening(mission.status, input.status) && !setsEverySession) {
      await reopenCompletedSessions(tx, companyId, sessions, input.status);
    }
    if (reason !== null) {
      const to = await settleReopenedMission(tx, companyId, mission, input.status);
      await recordReopening(changes, { actor, missionId, reason, from: mission.status, to, version });
    }
  });
}

/** Makes an agent of the mission the lead of every session they are on. */
export async function switchMissionLeader({
  db,
  companyId,
  missionId,
  agentId,
}: CompanyScope & { missionId: number; agentId: number }) {
  return editMission({ db, companyId, missionId }, async (tx, changes) => {
    if (!(await repository.agentExists(tx, companyId, agentId))) {
      throw agentNotFound();
    }
    const { agents } = await touchMission(tx, companyId, missionId, changes);
    const led = agents.filter((agent) => agent.agentId === agentId);
    if (led.length === 0) {
      throw new AppError('BAD_REQUEST', m.leaderNotInMission);
    }
    for (const { sessionId } of led) {
      await repository.setSessionLead(tx, companyId, sessionId, agentId, LEADER_ROLE, TECHNICIAN_ROLE);
    }
  });
}

/** Adds sessions to a mission, with the rules of new sessions. */
export async function addMissionSessions({
  db,
  companyId,
  missionId,
  input,
}: CompanyScope & { missionId: number; input: AddSessionsInput }) {
  return editMission({ db, companyId, missionId }, async (tx, changes, mission) => {
    const operation = await operationRulesOf(tx, companyId, mission.operationId);
    await assertNewSessions(tx, companyId, operation, input.sessions);
    const existing = await repository.findMissionSessions(tx, companyId, missionId);
    const nextOrder = Math.max(0, ...existing.map((session) => session.sessionOrder)) + 1;
    await insertSessions(tx, companyId, missionId, input.sessions, nextOrder, changes);
  });
}
