import { MESSAGES, type MissionView } from '@tourneo/domain';
import type { Transaction } from '../../db/client.ts';
import * as repository from './missions.repository.ts';
import { lockMission, sessionsAndAgentsOf } from './mission-rules.ts';

/** The mission with its sessions and their agents, as the API shows it. */
export async function presentMission(
  tx: Transaction,
  companyId: number,
  missionId: number,
): Promise<MissionView> {
  const mission = await lockMission(tx, companyId, missionId);
  const { sessions, agents } = await sessionsAndAgentsOf(tx, companyId, missionId);
  return {
    id: mission.id,
    rdv_id: mission.id,
    client_name: mission.clientName,
    client_email: mission.clientEmail,
    adresse: mission.adresse,
    appartement: mission.appartement,
    operation_id: mission.operationId,
    comments: mission.comments,
    status: mission.status,
    mission_type: mission.missionType,
    is_multi_session: mission.isMultiSession,
    is_multi_agent: mission.isMultiAgent,
    total_sessions: mission.totalSessions,
    total_agents: mission.totalAgents,
    total_duration: mission.totalDuration,
    lead_agent_id: mission.leadAgentId,
    creation_type: mission.creationType,
    client_id: mission.clientId,
    billing_status: mission.billingStatus,
    created_at: mission.createdAt,
    updated_at: mission.updatedAt,
    sessions: sessions.map((session) => ({
      session_id: session.id,
      date: session.date,
      beginning: session.beginning,
      ending: session.ending,
      duration: session.ending - session.beginning,
      session_order: session.sessionOrder,
      session_type: session.sessionType,
      session_status: session.sessionStatus,
      early_start_allowed: session.earlyStartAllowed,
      location: session.location,
      notes: session.notes,
      agents: agents
        .filter((agent) => agent.sessionId === session.id)
        .map((agent) => ({ agent_id: agent.agentId, role: agent.role, is_lead: agent.isLead })),
    })),
  };
}
export type PresentedMission = Awaited<ReturnType<typeof presentMission>>;

/** The calendar reads' rows as missions, each with its sessions of the rows (in their order). */
export function groupByMission(rows: readonly repository.WeekSessionRow[]): MissionView[] {
  const byMission = new Map<number, MissionView>();
  for (const row of rows) {
    const mission =
      byMission.get(row.mission_id) ??
      byMission
        .set(row.mission_id, { ...row.mission, rdv_id: row.mission_id, sessions: [] })
        .get(row.mission_id)!;
    mission.sessions.push({
      ...row.session,
      duration: row.session.ending - row.session.beginning,
      assigned_agents_count: row.session.agents.length,
      lead_agent: row.session.agents.find((agent) => agent.is_lead) ?? null,
    });
  }
  return [...byMission.values()];
}

const m = MESSAGES.missions;

/** The answer of a change of a mission: the spec's message and the mission as it now is. */
export function presentMissionChange(message: string, mission: MissionView) {
  return { success: true as const, message, data: mission };
}

/** A new mission's answer, its message saying what kind of mission it is. */
export function presentNewMission(mission: MissionView) {
  const message = mission.is_multi_agent
    ? m.multiAgentCreated
    : mission.is_multi_session
      ? m.multiSessionCreated
      : m.created;
  return presentMissionChange(message, mission);
}

/** A deleted session's answer: the last one took its mission with it (`rdv_deleted`). */
export function presentDeletedSession(deleted: { rdv_deleted: boolean; rdv_id: number }) {
  return {
    success: true as const,
    message: deleted.rdv_deleted ? m.missionDeleted : m.sessionDeleted,
    data: deleted,
  };
}

/** The calendar's week of an agent. */
export function presentAgentWeek<Week>(week: { week: Week; missions: MissionView[] }) {
  return { success: true as const, data: week.missions, week: week.week };
}

/** The team's day. */
export function presentTeamDay<Agent>(day: { date: string; agents: Agent[]; missions: MissionView[] }) {
  return { success: true as const, date: day.date, agents: day.agents, data: day.missions };
}
