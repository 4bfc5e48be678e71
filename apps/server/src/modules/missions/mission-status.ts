/**
 * A mission's status leaving or reaching `completed` (issue 39, docs/LIFECYCLE.md): a completion
 * freezes the report as its next version; a reopening (the back office only, with a reason) is
 * checked by the lifecycle's `checkReopen`, leaves the last version behind and is audited.
 */
import { checkReopen, missionStatusAfterReopen, type SessionStatus } from '@tourneo/domain';
import type { Transaction } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { ensureReportVersion, freezeReportVersion, type ReportAuthor } from '../reports/reports.service.ts';
import * as repository from './missions.repository.ts';

/** Who changes a status: the back office's account (audited), or the agent app's agent. */
export type StatusActor = { door: 'back_office'; actor: AuditActor } | { door: 'agent_app'; agentId: number };

function authorOf(by: StatusActor): ReportAuthor {
  if (by.door === 'agent_app') {
    return { kind: 'agent', id: by.agentId };
  }
  return by.actor.personId === null ? { kind: 'owner', id: null } : { kind: 'person', id: by.actor.personId };
}

/**
 * The mission becomes completed (its last session completed, or its status set): its status is
 * written and its report, as it stands, frozen as its next version. A mission already completed
 * changes nothing (no second version for one completion).
 */
export async function markMissionCompleted(
  tx: Transaction,
  companyId: number,
  missionId: number,
  by: StatusActor,
): Promise<void> {
  if (await repository.markMissionCompleted(tx, companyId, missionId)) {
    await freezeReportVersion({ db: tx, companyId, missionId, author: authorOf(by) });
  }
}

/** A status change of the back office, checked before anything is written. */
export interface ReopenRequest {
  /** The states left, `completed` for a reopening (several: a status applied to every session). */
  changes: readonly { from: SessionStatus; to: SessionStatus | undefined }[];
  reason: string | undefined;
}

/**
 * Whether the back office's change reopens something completed: 409 with the French message when
 * it does without a reason (nothing is written); the trimmed reason when it does; null otherwise.
 */
export function reopenReasonOf({ changes, reason }: ReopenRequest): string | null {
  let kept: string | null = null;
  for (const change of changes) {
    const check = checkReopen({ door: 'back_office', ...change, reason });
    if (!check.ok) {
      throw new AppError('CONFLICT', check.message);
    }
    kept = kept ?? check.reason;
  }
  return kept;
}

/**
 * Before a reopening is written: the version it leaves behind (a completed mission's last one,
 * frozen now if it has none yet), null when the mission was not completed (a completed session of
 * a mission still open: no report was completed).
 */
export async function versionLeftBehind(tx: Transaction, companyId: number, mission: repository.MissionRow) {
  return mission.status === 'completed'
    ? ensureReportVersion({ db: tx, companyId, missionId: mission.id })
    : null;
}

/**
 * Once a reopening was written: a completed mission follows its sessions
 * (`missionStatusAfterReopen`), unless the same edit set the mission's status itself
 * (`statusSet`). Answers the mission's status now.
 */
export async function settleReopenedMission(
  tx: Transaction,
  companyId: number,
  mission: repository.MissionRow,
  statusSet: SessionStatus | undefined,
): Promise<SessionStatus> {
  if (statusSet !== undefined) {
    return statusSet;
  }
  if (mission.status !== 'completed') {
    return mission.status;
  }
  const sessions = await repository.findMissionSessions(tx, companyId, mission.id);
  const status = missionStatusAfterReopen(sessions.map((session) => session.sessionStatus));
  if (status !== mission.status) {
    await repository.updateMission(tx, companyId, mission.id, { status });
  }
  return status;
}

/**
 * The reopening kept: its reason in a `reopenings` row (erasable with the client's data), then the
 * audit entry with ids and codes only, the row named by `reopening_id` (decision 0039: no free
 * text in the chain, which no erasure may rewrite). Last in the edit's transaction: the chain's
 * lock is held until the commit.
 */
export async function recordReopening(
  changes: UnitOfWork,
  {
    actor,
    missionId,
    reason,
    from,
    to,
    version,
    sessionId,
  }: {
    actor: AuditActor;
    missionId: number;
    reason: string;
    from: SessionStatus;
    to: SessionStatus;
    version: number | null;
    sessionId?: number;
  },
): Promise<void> {
  const reopeningId = await repository.insertReopening(changes.tx, changes.companyId, {
    missionId,
    reportVersion: version,
    reason,
  });
  await recordAudit(
    { db: changes.tx, companyId: changes.companyId },
    {
      actor,
      action: 'appointment_reopened',
      target: { type: 'mission', id: missionId },
      details: {
        reopening_id: reopeningId,
        from,
        to,
        report_version: version,
        ...(sessionId === undefined ? {} : { session_id: sessionId }),
      },
    },
  );
}
