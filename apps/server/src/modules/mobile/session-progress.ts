/** 'Démarrer' and 'Terminer': a session's progress, and its mission's. */
import { MESSAGES, checkSessionStart, findMissingReportItems, parisDateOf } from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import * as missions from '../missions/missions.service.ts';
import * as repository from './mobile.repository.ts';
import { lockAgentSession, sessionView, type AgentScope } from './agent-session.ts';

const m = MESSAGES.mobile;

/**
 * 'Démarrer': the session is in progress (and its mission, if it was planned). The lifecycle's
 * `checkSessionStart` decides, the same rule as the app's button: only a planned session, only on
 * its day (Paris date of `now`) unless the planner allowed an early start; otherwise 409 with its
 * reason and nothing changes. A replay of the same submission (Idempotency-Key) answers its first
 * answer. The back office is not bound by this rule: its session edit sets a status freely.
 */
export async function startSession(options: AgentScope & { sessionId: number; now?: Date }) {
  const { companyId, sessionId, now = new Date() } = options;
  return runUnitOfWork(options.db, companyId, async (tx, uow) => {
    const { mission, session } = await lockAgentSession({ ...options, db: tx });
    const check = checkSessionStart(
      {
        date: session.date,
        session_status: session.sessionStatus,
        early_start_allowed: session.earlyStartAllowed,
      },
      parisDateOf(now),
    );
    if (!check.ok) {
      throw new AppError('CONFLICT', check.message);
    }
    await repository.setSessionProgress(tx, companyId, sessionId, 'in_progress');
    if (mission.status === 'planned') {
      await missions.setMissionStatus({ uow, missionId: mission.id, status: 'in_progress' });
    }
    // The calendars of the session's agents on its date reload (the session turns green at once).
    await missions.touchSession({ uow, session });
    return sessionView({ ...options, db: tx });
  });
}

/**
 * 'Terminer': the session is completed. The mission's last open session (the others completed or
 * cancelled) completes the mission too, and only with a complete report: every required question
 * answered, every required photo or file given, the client's signature; otherwise 422 listing what
 * is missing. Completing a completed session again changes nothing (a replayed submission).
 */
export async function completeSession(options: AgentScope & { sessionId: number }) {
  const { companyId, sessionId } = options;
  return runUnitOfWork(options.db, companyId, async (tx, uow) => {
    const { mission, session } = await lockAgentSession({ ...options, db: tx });
    if (session.sessionStatus === 'completed') {
      return sessionView({ ...options, db: tx });
    }
    if (session.sessionStatus === 'cancelled') {
      throw new AppError('CONFLICT', m.sessionCancelled);
    }
    const others = (
      await missions.findMissionSessions({ db: tx, companyId: companyId, missionId: mission.id })
    ).filter(
      (other) =>
        other.id !== sessionId && other.sessionStatus !== 'completed' && other.sessionStatus !== 'cancelled',
    );
    const isLast = others.length === 0;
    if (isLast) {
      const fields = await repository.findOperationFormFields(tx, companyId, mission.operationId);
      const files = await repository.findMissionFiles(tx, companyId, mission.id);
      const missing = findMissingReportItems({
        fields,
        answers: await repository.findAnswers(tx, companyId, mission.id),
        fieldsWithFiles: new Set(files.flatMap((file) => (file.fieldId === null ? [] : [file.fieldId]))),
        hasSignature: files.some((file) => file.kind === 'signature'),
      });
      if (missing.length > 0) {
        throw new AppError('UNPROCESSABLE', m.reportIncomplete(missing));
      }
    }
    await repository.setSessionProgress(tx, companyId, sessionId, 'completed');
    await uow.emit({
      type: 'session.completed',
      missionId: mission.id,
      data: { mission_id: mission.id, session_id: sessionId, date: session.date, is_last: isLast },
    });
    if (isLast) {
      // The mission is completed and its report frozen as a version (issue 39).
      await missions.completeMission({ uow, missionId: mission.id, agentId: options.agentId });
    } else if (mission.status !== 'in_progress') {
      await missions.setMissionStatus({ uow, missionId: mission.id, status: 'in_progress' });
    }
    await missions.touchSession({ uow, session });
    return sessionView({ ...options, db: tx });
  });
}
