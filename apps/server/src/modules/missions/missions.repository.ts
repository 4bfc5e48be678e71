import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  MissionView,
  SchedulingOperation,
  SchedulingTeamRequirement,
  SessionAgentRole,
  SessionView,
} from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import {
  agentRoles,
  agents,
  missionSessions,
  missions,
  operationRoles,
  operationTeamRequirements,
  operations,
  sessionAgents,
} from '../../db/schema/index.ts';

export type MissionRow = typeof missions.$inferSelect;
export type SessionRow = typeof missionSessions.$inferSelect;
export type SessionAgentRow = typeof sessionAgents.$inferSelect;

/** The operation's rules: its qualifications and its team requirements (`is_required` always set). */
export interface OperationRules extends SchedulingOperation {
  team_requirements: (SchedulingTeamRequirement & { is_required: boolean })[];
}

/**
 * The operation as the engine and the team checks read it (qualifications, team requirements in
 * priority order), or undefined when it is not the company's.
 */
export async function getOperationRules(
  db: Executor,
  companyId: number,
  operationId: number,
): Promise<OperationRules | undefined> {
  const [operation] = await db
    .select({
      duration: operations.duration,
      supports_teams: operations.supportsTeams,
      min_team_size: operations.minTeamSize,
      role_ids: sql<number[]>`coalesce((
        select array_agg(${operationRoles.roleId} order by ${operationRoles.roleId}) from ${operationRoles}
        where ${operationRoles.companyId} = ${operations.companyId} and ${operationRoles.operationId} = ${operations.id}
      ), '{}')`,
    })
    .from(operations)
    .where(and(eq(operations.companyId, companyId), eq(operations.id, operationId)));
  if (!operation) {
    return undefined;
  }
  const requirements = await db
    .select({
      role_id: operationTeamRequirements.roleId,
      min_agents: operationTeamRequirements.minAgents,
      max_agents: operationTeamRequirements.maxAgents,
      is_required: operationTeamRequirements.isRequired,
    })
    .from(operationTeamRequirements)
    .where(
      and(
        eq(operationTeamRequirements.companyId, companyId),
        eq(operationTeamRequirements.operationId, operationId),
      ),
    )
    .orderBy(asc(operationTeamRequirements.priorityOrder), asc(operationTeamRequirements.id));
  return { ...operation, role_ids: operation.role_ids.map(Number), team_requirements: requirements };
}

/** The company's agents among `agentIds`, each with the qualifications it holds. */
export async function findAgentsWithRoles(
  db: Executor,
  companyId: number,
  agentIds: readonly number[],
): Promise<Map<number, { name: string; roleIds: number[] }>> {
  if (agentIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: agents.id, name: agents.name, roleId: agentRoles.roleId })
    .from(agents)
    .leftJoin(agentRoles, and(eq(agentRoles.companyId, agents.companyId), eq(agentRoles.agentId, agents.id)))
    .where(and(eq(agents.companyId, companyId), inArray(agents.id, [...agentIds])));
  const found = new Map<number, { name: string; roleIds: number[] }>();
  for (const row of rows) {
    const agent = found.get(row.id) ?? { name: row.name, roleIds: [] };
    if (row.roleId !== null) {
      agent.roleIds.push(row.roleId);
    }
    found.set(row.id, agent);
  }
  return found;
}

export async function agentExists(db: Executor, companyId: number, agentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId)));
  return row !== undefined;
}

export type MissionValues = Omit<
  typeof missions.$inferInsert,
  'companyId' | 'id' | 'createdAt' | 'updatedAt'
>;

export async function insertMission(db: Executor, companyId: number, values: MissionValues): Promise<number> {
  const [row] = await db
    .insert(missions)
    .values({ companyId, ...values })
    .returning({ id: missions.id });
  return row!.id;
}

/** The mission, its row locked until the transaction ends (edits of one mission take turns). */
export async function getMissionForUpdate(
  db: Executor,
  companyId: number,
  id: number,
): Promise<MissionRow | undefined> {
  const [row] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, companyId), eq(missions.id, id)))
    .for('update');
  return row;
}

export async function getSession(
  db: Executor,
  companyId: number,
  id: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(missionSessions)
    .where(and(eq(missionSessions.companyId, companyId), eq(missionSessions.id, id)));
  return row;
}

export async function findMissionSessions(db: Executor, companyId: number, missionId: number) {
  return db
    .select()
    .from(missionSessions)
    .where(and(eq(missionSessions.companyId, companyId), eq(missionSessions.missionId, missionId)))
    .orderBy(asc(missionSessions.date), asc(missionSessions.beginning), asc(missionSessions.id));
}

export async function findSessionAgents(
  db: Executor,
  companyId: number,
  sessionIds: readonly number[],
): Promise<SessionAgentRow[]> {
  if (sessionIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(sessionAgents)
    .where(and(eq(sessionAgents.companyId, companyId), inArray(sessionAgents.sessionId, [...sessionIds])))
    .orderBy(asc(sessionAgents.sessionId), asc(sessionAgents.agentId));
}

export type SessionValues = Pick<
  typeof missionSessions.$inferInsert,
  'date' | 'beginning' | 'ending' | 'sessionType' | 'sessionStatus' | 'location' | 'notes'
>;

export async function insertSession(
  db: Executor,
  companyId: number,
  missionId: number,
  sessionOrder: number,
  values: SessionValues,
): Promise<SessionRow> {
  const [row] = await db
    .insert(missionSessions)
    .values({ companyId, missionId, sessionOrder, ...values })
    .returning();
  return row!;
}

export async function insertSessionAgents(
  db: Executor,
  companyId: number,
  session: Pick<SessionRow, 'id' | 'date' | 'beginning' | 'ending'>,
  team: readonly { agent_id: number; role: SessionAgentRole; is_lead: boolean }[],
): Promise<void> {
  await db.insert(sessionAgents).values(
    team.map((agent) => ({
      companyId,
      sessionId: session.id,
      agentId: agent.agent_id,
      role: agent.role,
      isLead: agent.is_lead,
      date: session.date,
      beginning: session.beginning,
      ending: session.ending,
    })),
  );
}

/** Changes a session; its agents' copies of date and slots follow by ON UPDATE CASCADE. */
export async function updateSession(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<SessionValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) {
    return;
  }
  await db
    .update(missionSessions)
    .set(values)
    .where(and(eq(missionSessions.companyId, companyId), eq(missionSessions.id, id)));
}

export async function updateMission(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<MissionValues>,
): Promise<void> {
  await db
    .update(missions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(missions.companyId, companyId), eq(missions.id, id)));
}

export async function deleteSessionAgent(
  db: Executor,
  companyId: number,
  sessionId: number,
  agentId: number,
): Promise<void> {
  await db
    .delete(sessionAgents)
    .where(
      and(
        eq(sessionAgents.companyId, companyId),
        eq(sessionAgents.sessionId, sessionId),
        eq(sessionAgents.agentId, agentId),
      ),
    );
}

/** Makes `agentId` the session's only lead (the old lead first, for the one-lead index). */
export async function setSessionLead(
  db: Executor,
  companyId: number,
  sessionId: number,
  agentId: number,
  leaderRole: SessionAgentRole,
  technicianRole: SessionAgentRole,
): Promise<void> {
  const ofSession = and(eq(sessionAgents.companyId, companyId), eq(sessionAgents.sessionId, sessionId));
  await db
    .update(sessionAgents)
    .set({ isLead: false, role: technicianRole })
    .where(and(ofSession, eq(sessionAgents.isLead, true), sql`${sessionAgents.agentId} <> ${agentId}`));
  await db
    .update(sessionAgents)
    .set({ isLead: true, role: leaderRole })
    .where(and(ofSession, eq(sessionAgents.agentId, agentId)));
}

export async function replaceSessionAgent(
  db: Executor,
  companyId: number,
  sessionId: number,
  currentAgentId: number,
  newAgentId: number,
  role: SessionAgentRole | undefined,
): Promise<void> {
  await db
    .update(sessionAgents)
    .set({ agentId: newAgentId, ...(role ? { role } : {}) })
    .where(
      and(
        eq(sessionAgents.companyId, companyId),
        eq(sessionAgents.sessionId, sessionId),
        eq(sessionAgents.agentId, currentAgentId),
      ),
    );
}

export async function deleteSession(db: Executor, companyId: number, id: number): Promise<void> {
  await db
    .delete(missionSessions)
    .where(and(eq(missionSessions.companyId, companyId), eq(missionSessions.id, id)));
}

export async function deleteMission(db: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(missions)
    .where(and(eq(missions.companyId, companyId), eq(missions.id, id)))
    .returning({ id: missions.id });
  return rows.length > 0;
}

/**
 * Recomputes the mission's totals, type and lead (the lead of its first session) from its
 * sessions, in one statement.
 */
export async function refreshMissionTotals(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<void> {
  await db.execute(sql`
    with stats as (
      select count(*)::int as sessions,
             coalesce(sum(s.ending - s.beginning), 0)::int as duration,
             (select count(distinct sa.agent_id)::int from session_agents sa
               join mission_sessions s2 on s2.company_id = sa.company_id and s2.id = sa.session_id
               where s2.company_id = ${companyId} and s2.mission_id = ${missionId}) as agents,
             (select sa.agent_id from session_agents sa
               join mission_sessions s3 on s3.company_id = sa.company_id and s3.id = sa.session_id
               where s3.company_id = ${companyId} and s3.mission_id = ${missionId} and sa.is_lead
               order by s3.date, s3.beginning, s3.id limit 1) as lead
      from mission_sessions s
      where s.company_id = ${companyId} and s.mission_id = ${missionId}
    )
    update missions set
      total_sessions = stats.sessions,
      total_agents = stats.agents,
      total_duration = stats.duration,
      is_multi_session = stats.sessions > 1,
      is_multi_agent = stats.agents > 1,
      mission_type = case
        when stats.sessions > 1 and stats.agents > 1 then 'multi_session_multi_agent'
        when stats.sessions > 1 then 'multi_session'
        when stats.agents > 1 then 'multi_agent'
        else 'simple' end,
      lead_agent_id = stats.lead,
      updated_at = now()
    from stats
    where missions.company_id = ${companyId} and missions.id = ${missionId}`);
}

export interface WeekSessionRow {
  mission_id: number;
  /** The session with all its agents, as the calendar reads show it (its derived counts aside). */
  session: Omit<SessionView, 'duration' | 'assigned_agents_count' | 'lead_agent'>;
  /** The mission with its operation's and lead's names, without its sessions. */
  mission: Omit<MissionView, 'rdv_id' | 'sessions'>;
}

/**
 * The calendar reads' columns, for a session `s`: its mission's id, the session with all its
 * agents (a correlated JSON aggregate, not a query per session) and the mission with its
 * operation's and lead's names. Goes with `SESSION_MISSION_JOINS`.
 */
const SESSION_MISSION_COLUMNS = sql`s.mission_id,
      json_build_object(
        'session_id', s.id, 'date', to_char(s.date, 'YYYY-MM-DD'), 'beginning', s.beginning,
        'ending', s.ending, 'session_order', s.session_order, 'session_type', s.session_type,
        'session_status', s.session_status, 'location', s.location, 'notes', s.notes,
        'agents', (
          select coalesce(json_agg(json_build_object(
            'agent_id', sa.agent_id, 'agent_name', a.name, 'role', sa.role, 'is_lead', sa.is_lead)
            order by sa.is_lead desc, a.name, sa.agent_id), '[]'::json)
          from session_agents sa
          join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
          where sa.company_id = s.company_id and sa.session_id = s.id)
      ) as session,
      json_build_object(
        'id', m.id, 'client_name', m.client_name, 'client_email', m.client_email,
        'adresse', m.adresse, 'appartement', m.appartement, 'operation_id', m.operation_id,
        'operation_name', o.name, 'comments', m.comments, 'status', m.status,
        'mission_type', m.mission_type, 'is_multi_session', m.is_multi_session,
        'is_multi_agent', m.is_multi_agent, 'total_sessions', m.total_sessions,
        'total_agents', m.total_agents, 'total_duration', m.total_duration,
        'lead_agent_id', m.lead_agent_id, 'lead_agent_name', lead.name,
        'creation_type', m.creation_type, 'client_id', m.client_id,
        'created_at', m.created_at, 'updated_at', m.updated_at
      ) as mission`;

/** The session `s`'s mission `m`, operation `o` and lead agent `lead`, for `SESSION_MISSION_COLUMNS`. */
const SESSION_MISSION_JOINS = sql`join missions m on m.company_id = s.company_id and m.id = s.mission_id
    left join operations o on o.company_id = m.company_id and o.id = m.operation_id
    left join agents lead on lead.company_id = m.company_id and lead.id = m.lead_agent_id`;

/** One agent's sessions between two dates, each with its mission and all its agents: one statement. */
export async function findAgentSessionsBetween(
  db: Executor,
  companyId: number,
  agentId: number,
  from: string,
  to: string,
): Promise<WeekSessionRow[]> {
  const result = await db.execute(sql`
    select ${SESSION_MISSION_COLUMNS}
    from session_agents me
    join mission_sessions s on s.company_id = me.company_id and s.id = me.session_id
    ${SESSION_MISSION_JOINS}
    where me.company_id = ${companyId} and me.agent_id = ${agentId}
      and me.date between ${from} and ${to}
    order by s.date, s.beginning, s.id`);
  return (result as { rows: WeekSessionRow[] }).rows;
}

export interface TeamDayRows {
  agents: { id: number; name: string }[];
  sessions: WeekSessionRow[];
}

/**
 * Every agent of the company (by name) and every session of one date, each with its mission and
 * all its agents: one statement, whatever the number of agents and sessions.
 */
export async function findTeamDay(db: Executor, companyId: number, date: string): Promise<TeamDayRows> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id), '[]'::json)
        from agents a where a.company_id = ${companyId}) as agents,
      (select coalesce(json_agg(json_build_object(
          'mission_id', day.mission_id, 'session', day.session, 'mission', day.mission)
          order by day.beginning, day.id), '[]'::json)
        from (
          select ${SESSION_MISSION_COLUMNS}, s.beginning, s.id
          from mission_sessions s
          ${SESSION_MISSION_JOINS}
          where s.company_id = ${companyId} and s.date = ${date}
        ) day) as sessions`);
  const [row] = (result as { rows: TeamDayRows[] }).rows;
  return row ?? { agents: [], sessions: [] };
}
