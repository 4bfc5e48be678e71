import {
  LEADER_ROLE,
  MESSAGES,
  TECHNICIAN_ROLE,
  removeFromTeam,
  type MoveSessionInput,
  type SwitchAgentInput,
  type UpdateSessionInput,
} from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import * as repository from './missions.repository.ts';
import {
  agentNotFound,
  assertAppointmentChange,
  assertPlannableDate,
  assertRange,
  assertTeams,
  lockSession,
  operationRulesOf,
  publishFreedSlot,
} from './mission-rules.ts';
import { presentMission } from './missions.presenter.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import {
  recordReopening,
  reopenReasonOf,
  settleReopenedMission,
  versionLeftBehind,
} from './mission-status.ts';
import {
  assertOperationChange,
  changeOfStatus,
  editSession,
  missionValuesOf,
  publishSessionCompleted,
  sessionValuesOf,
} from './edit-mission.ts';

const m = MESSAGES.missions;

/**
 * Edits one session (date, hours, type, status, location, notes) and, if given, its mission's
 * client fields. A completed session given another status is reopened: `reopen_reason` is needed
 * (else 409, nothing written), the report's last version stays, its mission follows
 * (`missionStatusAfterReopen`) and the audit log records it.
 */
export async function updateSession({
  db,
  companyId,
  sessionId,
  input,
  actor,
}: CompanyScope & { sessionId: number; input: UpdateSessionInput; actor: AuditActor }) {
  const scope = { db, companyId, sessionId, change: changeOfStatus(input.session_status) };
  return editSession(scope, async (tx, changes, { session, mission, agents }) => {
    const reason = reopenReasonOf({
      changes: [{ from: session.sessionStatus, to: input.session_status }],
      reason: input.reopen_reason,
    });
    const version = reason === null ? null : await versionLeftBehind(tx, companyId, mission);
    const values = sessionValuesOf(input);
    assertRange({
      beginning: values.beginning ?? session.beginning,
      ending: values.ending ?? session.ending,
    });
    if (input.date !== undefined && input.date !== session.date) {
      assertPlannableDate(input.date);
      values.date = input.date;
    }
    await assertOperationChange(tx, companyId, mission.id, input.operation_id);
    const missionValues = missionValuesOf(input);
    if (Object.keys(missionValues).length > 0) {
      await repository.updateMission(tx, companyId, mission.id, missionValues);
    }
    await repository.updateSession(tx, companyId, sessionId, values);
    if (values.sessionStatus === 'completed' && session.sessionStatus !== 'completed') {
      await publishSessionCompleted(tx, changes, companyId, {
        missionId: mission.id,
        sessionId,
        date: values.date ?? session.date,
        actor,
      });
    }
    changes.add(
      agents.map((agent) => agent.agentId),
      [session.date, values.date ?? session.date],
    );
    await publishFreedSlot(changes, session, agents, {
      date: values.date ?? session.date,
      beginning: values.beginning ?? session.beginning,
      ending: values.ending ?? session.ending,
    });
    if (reason !== null) {
      await settleReopenedMission(tx, companyId, mission, undefined);
      await recordReopening(changes, {
        actor,
        missionId: mission.id,
        reason,
        from: session.sessionStatus,
        to: input.session_status!,
        version,
        sessionId,
      });
    }
  });
}

/** Moves a session to another date and hours (same rules as a new session's). */
export async function moveSession({
  db,
  companyId,
  sessionId,
  input,
}: CompanyScope & { sessionId: number; input: MoveSessionInput }) {
  return editSession({ db, companyId, sessionId }, async (tx, changes, { session, agents }) => {
    assertRange({ beginning: input.new_beginning, ending: input.new_ending });
    if (input.new_date !== session.date) {
      assertPlannableDate(input.new_date);
    }
    await repository.updateSession(tx, companyId, sessionId, {
      date: input.new_date,
      beginning: input.new_beginning,
      ending: input.new_ending,
    });
    changes.add(
      agents.map((agent) => agent.agentId),
      [session.date, input.new_date],
    );
    await publishFreedSlot(changes, session, agents, {
      date: input.new_date,
      beginning: input.new_beginning,
      ending: input.new_ending,
    });
  });
}

/** The new date and hours a switch-agent call moves its session to, if any. */
const moveOf = (input: SwitchAgentInput) =>
  input.new_date !== undefined && input.new_beginning !== undefined && input.new_ending !== undefined
    ? { date: input.new_date, beginning: input.new_beginning, ending: input.new_ending }
    : null;

/**
 * Hands one agent's place in a session to another agent, who keeps the place's lead; the role
 * follows the lead (a `new_role` that says otherwise is not kept: one 'Chef d'équipe' a session).
 */
export async function switchSessionAgent({
  db,
  companyId,
  sessionId,
  input,
}: CompanyScope & { sessionId: number; input: SwitchAgentInput }) {
  return runUnitOfWork(db, companyId, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    await assertAppointmentChange(tx, companyId, mission, 'edit');
    if (!(await repository.agentExists(tx, companyId, input.new_agent_id))) {
      throw agentNotFound();
    }
    if (!agents.some((agent) => agent.agentId === input.current_agent_id)) {
      throw new AppError('NOT_FOUND', m.agentNotInSession);
    }
    if (input.new_agent_id === input.current_agent_id) {
      return presentMission(tx, companyId, mission.id);
    }
    if (agents.some((agent) => agent.agentId === input.new_agent_id)) {
      throw new AppError('CONFLICT', m.agentAlreadyInSession);
    }
    const team = agents.map((agent) =>
      agent.agentId === input.current_agent_id ? input.new_agent_id : agent.agentId,
    );
    await assertTeams(tx, companyId, await operationRulesOf(tx, companyId, mission.operationId), [team]);
    const leaving = agents.find((agent) => agent.agentId === input.current_agent_id)!;
    const role = leaving.isLead ? LEADER_ROLE : TECHNICIAN_ROLE;
    const move = moveOf(input);
    if (move) {
      assertRange(move);
      if (move.date !== session.date) {
        assertPlannableDate(move.date);
      }
      // Leave, move, join: each statement keeps every agent free of overlaps, so only the final
      // place counts (the new agent may be busy at the old hours, the old one at the new hours).
      await repository.deleteSessionAgent(tx, companyId, sessionId, input.current_agent_id);
      await repository.updateSession(tx, companyId, sessionId, move);
      await repository.insertSessionAgents(tx, companyId, { id: sessionId, ...move }, [
        { agent_id: input.new_agent_id, role, is_lead: leaving.isLead },
      ]);
      // The client hears of new hours as of any move.
      changes.missionIds.add(mission.id);
    } else {
      await repository.replaceSessionAgent(
        tx,
        companyId,
        sessionId,
        input.current_agent_id,
        input.new_agent_id,
        role,
      );
    }
    changes.add(
      [...agents.map((agent) => agent.agentId), input.new_agent_id],
      [session.date, move?.date ?? session.date],
    );
    await repository.refreshMissionTotals(tx, companyId, mission.id);
    if (move) {
      await publishFreedSlot(changes, session, agents, move);
    }
    return presentMission(tx, companyId, mission.id);
  });
}

/** Takes an agent off a session; the lead passes on when the lead leaves; an agent alone stays. */
export async function removeSessionAgent({
  db,
  companyId,
  sessionId,
  agentId,
}: CompanyScope & { sessionId: number; agentId: number }) {
  return editSession({ db, companyId, sessionId }, async (tx, changes, { session, agents }) => {
    const team = agents.map((agent) => ({ agent_id: agent.agentId, is_lead: agent.isLead }));
    if (!team.some((agent) => agent.agent_id === agentId)) {
      throw new AppError('NOT_FOUND', m.agentNotInSession);
    }
    const remaining = removeFromTeam(team, agentId);
    if (!remaining) {
      throw new AppError('BAD_REQUEST', m.soleAgentRemoval);
    }
    await repository.deleteSessionAgent(tx, companyId, sessionId, agentId);
    const lead = remaining.find((agent) => agent.is_lead);
    if (lead && !agents.some((agent) => agent.agentId === lead.agent_id && agent.isLead)) {
      await repository.setSessionLead(tx, companyId, sessionId, lead.agent_id, LEADER_ROLE, TECHNICIAN_ROLE);
    }
    changes.add([agentId], [session.date]);
  });
}
