/**
 * The missions module's repository, the only place that builds its queries: missions, their
 * sessions and the agents on them here; the rules' reads in `mission-rules.repository.ts` and the
 * calendars' reads in `read-missions.repository.ts`, re-exported so that the module's use cases
 * import one repository.
 */
import { asc, inArray, ne, sql } from 'drizzle-orm';
import type { SessionAgentRole } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { deleteRows, inCompany } from '../../db/queries.ts';
import { missionSessions, missions, reopenings, sessionAgents } from '../../db/schema/index.ts';

export * from './mission-rules.repository.ts';
export * from './read-missions.repository.ts';

export type MissionRow = typeof missions.$inferSelect;
export type SessionRow = typeof missionSessions.$inferSelect;
export type SessionAgentRow = typeof sessionAgents.$inferSelect;

export type MissionValues = Omit<
  typeof missions.$inferInsert,
  'companyId' | 'id' | 'createdAt' | 'updatedAt'
>;

export async function insertMission(db: Executor, companyId: number, values: MissionValues): Promise<number> {
  const [id] = await insertMissions(db, companyId, [values]);
  return id!;
}

/** Writes missions in one statement (their creation and change times given, or now); answers their ids in order. */
export async function insertMissions(
  db: Executor,
  companyId: number,
  values: readonly (MissionValues & Partial<Pick<MissionRow, 'createdAt' | 'updatedAt'>>)[],
): Promise<number[]> {
  if (values.length === 0) {
    return [];
  }
  const rows = await db
    .insert(missions)
    .values(values.map((mission) => ({ companyId, ...mission })))
    .returning({ id: missions.id });
  return rows.map((row) => row.id);
}

/** Sets the status of missions and of all their sessions. */
export async function setMissionsStatus(
  db: Executor,
  companyId: number,
  missionIds: readonly number[],
  status: MissionRow['status'],
): Promise<void> {
  if (missionIds.length === 0) {
    return;
  }
  await db
    .update(missions)
    .set({ status })
    .where(inCompany(missions, companyId, {}, inArray(missions.id, [...missionIds])));
  await db
    .update(missionSessions)
    .set({ sessionStatus: status })
    .where(inCompany(missionSessions, companyId, {}, inArray(missionSessions.missionId, [...missionIds])));
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
    .where(inCompany(missions, companyId, { id }))
    .for('update');
  return row;
}

/** The client's missions, their rows locked until the transaction ends (in id order, as every edit locks one). */
export async function findClientMissionsForUpdate(
  db: Executor,
  companyId: number,
  clientId: number,
): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(inCompany(missions, companyId, { clientId }))
    .orderBy(asc(missions.id))
    .for('update');
}

export async function getSession(
  db: Executor,
  companyId: number,
  id: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(missionSessions)
    .where(inCompany(missionSessions, companyId, { id }));
  return row;
}

export async function findMissionSessions(db: Executor, companyId: number, missionId: number) {
  return db
    .select()
    .from(missionSessions)
    .where(inCompany(missionSessions, companyId, { missionId }))
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
    .where(inCompany(sessionAgents, companyId, {}, inArray(sessionAgents.sessionId, [...sessionIds])))
    .orderBy(asc(sessionAgents.sessionId), asc(sessionAgents.agentId));
}

export type SessionValues = Pick<
  typeof missionSessions.$inferInsert,
  | 'date'
  | 'beginning'
  | 'ending'
  | 'sessionType'
  | 'sessionStatus'
  | 'earlyStartAllowed'
  | 'location'
  | 'notes'
>;

export async function insertSession(
  db: Executor,
  companyId: number,
  missionId: number,
  sessionOrder: number,
  values: SessionValues,
): Promise<SessionRow> {
  const [row] = await insertSessionRows(db, companyId, [{ missionId, sessionOrder, ...values }]);
  return row!;
}

/** A session to write: its mission, order and values, and its progress and creation time when known. */
export type NewSessionRow = SessionValues &
  Pick<SessionRow, 'missionId' | 'sessionOrder'> &
  Partial<Pick<SessionRow, 'startedAt' | 'completedAt' | 'createdAt'>>;

/** Writes sessions in one statement; answers them in order. */
export async function insertSessionRows(
  db: Executor,
  companyId: number,
  rows: readonly NewSessionRow[],
): Promise<SessionRow[]> {
  if (rows.length === 0) {
    return [];
  }
  return db
    .insert(missionSessions)
    .values(rows.map((row) => ({ companyId, ...row })))
    .returning();
}

type TeamMember = { agent_id: number; role: SessionAgentRole; is_lead: boolean };

export async function insertSessionAgents(
  db: Executor,
  companyId: number,
  session: Pick<SessionRow, 'id' | 'date' | 'beginning' | 'ending'>,
  team: readonly TeamMember[],
): Promise<void> {
  await insertSessionTeams(db, companyId, [{ session, team }]);
}

/** Puts each team on its session (the agents' copies of its date and slots), in one statement. */
export async function insertSessionTeams(
  db: Executor,
  companyId: number,
  teams: readonly {
    session: Pick<SessionRow, 'id' | 'date' | 'beginning' | 'ending'>;
    team: readonly TeamMember[];
  }[],
): Promise<void> {
  const rows = teams.flatMap(({ session, team }) =>
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
  if (rows.length > 0) {
    await db.insert(sessionAgents).values(rows);
  }
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
    .set({ ...values, ...progressTimesOf(values.sessionStatus) })
    .where(inCompany(missionSessions, companyId, { id }));
}

/**
 * A status set from the back office stamps the times the agent app's 'Démarrer' and 'Terminer'
 * stamp (the first ones kept): a session completed has begun and ended. A session set back to
 * planned or in progress (reopened, issue 39) is not completed any more: its next completion
 * stamps its own time (the files' retention counts from it).
 */
function progressTimesOf(status: SessionValues['sessionStatus'] | undefined) {
  const startedAt = sql`coalesce(${missionSessions.startedAt}, now())`;
  const completedAt = sql`coalesce(${missionSessions.completedAt}, now())`;
  switch (status) {
    case 'completed':
      return { startedAt, completedAt };
    case 'in_progress':
      return { startedAt, completedAt: null };
    case 'planned':
      return { completedAt: null };
    case 'cancelled':
    case undefined:
      return {};
  }
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
    .where(inCompany(missions, companyId, { id }));
}

/** Marks the mission completed; true when it was not yet (a second call changes nothing). */
export async function markMissionCompleted(db: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(missions)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(inCompany(missions, companyId, { id }, ne(missions.status, 'completed')))
    .returning({ id: missions.id });
  return rows.length > 0;
}

/** Keeps a reopening's reason (issue 39): the audit entry names the row by its id, answered. */
export async function insertReopening(
  db: Executor,
  companyId: number,
  values: { missionId: number; reportVersion: number | null; reason: string },
): Promise<number> {
  const [row] = await db
    .insert(reopenings)
    .values({ companyId, ...values })
    .returning({ id: reopenings.id });
  return row!.id;
}

export async function deleteSessionAgent(
  db: Executor,
  companyId: number,
  sessionId: number,
  agentId: number,
): Promise<void> {
  await db.delete(sessionAgents).where(inCompany(sessionAgents, companyId, { sessionId, agentId }));
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
  await db
    .update(sessionAgents)
    .set({ isLead: false, role: technicianRole })
    .where(
      inCompany(
        sessionAgents,
        companyId,
        { sessionId, isLead: true },
        sql`${sessionAgents.agentId} <> ${agentId}`,
      ),
    );
  await db
    .update(sessionAgents)
    .set({ isLead: true, role: leaderRole })
    .where(inCompany(sessionAgents, companyId, { sessionId, agentId }));
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
    .where(inCompany(sessionAgents, companyId, { sessionId, agentId: currentAgentId }));
}

export async function deleteSession(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(missionSessions).where(inCompany(missionSessions, companyId, { id }));
}

export async function deleteMission(db: Executor, companyId: number, id: number): Promise<boolean> {
  return (await deleteRows(db, missions, inCompany(missions, companyId, { id }))) > 0;
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
