/**
 * The calendars' reads of the missions module: an agent's week and the team's day, each in one
 * statement. Part of the module's repository (`missions.repository.ts` re-exports it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MissionView, SessionView } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { queryRows } from '../../db/queries.ts';
import { agents } from '../../db/schema/index.ts';

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
 * operation's and lead's names. Goes with `SESSION_MISSION_JOINS`. Whether its client was erased
 * is read from `clients` (a primary-key probe); the kept answers need not read that table: the
 * erasure rewrites the client's missions in its transaction, whose notification forgets them.
 */
const SESSION_MISSION_COLUMNS = sql`s.mission_id,
      json_build_object(
        'session_id', s.id, 'date', to_char(s.date, 'YYYY-MM-DD'), 'beginning', s.beginning,
        'ending', s.ending, 'session_order', s.session_order, 'session_type', s.session_type,
        'session_status', s.session_status, 'early_start_allowed', s.early_start_allowed,
        'location', s.location, 'notes', s.notes,
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
        'client_erased', exists (select 1 from clients c where c.company_id = m.company_id
          and c.id = m.client_id and c.erased_at is not null),
        'billing_status', m.billing_status,
        'created_at', m.created_at, 'updated_at', m.updated_at
      ) as mission`;

/** The session `s`'s mission `m`, operation `o` and lead agent `lead`, for `SESSION_MISSION_COLUMNS`. */
const SESSION_MISSION_JOINS = sql`join missions m on m.company_id = s.company_id and m.id = s.mission_id
    left join operations o on o.company_id = m.company_id and o.id = m.operation_id
    left join agents lead on lead.company_id = m.company_id and lead.id = m.lead_agent_id`;

/**
 * The agent week of the calendar (`/api/rdv-unified/agent/{id}/week-range`): the agent's sessions
 * between two dates (by date and start), each with its mission and all its agents, and whether the
 * agent is the company's, in one prepared statement (decision 0027): `undefined` for another
 * company's or an unknown agent.
 */
export async function findAgentWeekRows(
  db: Executor,
  companyId: number,
  agentId: number,
  from: string,
  to: string,
): Promise<WeekSessionRow[] | undefined> {
  const [row] = await prepared(db, 'agent_week', (executor) =>
    executor
      .select({
        sessions: sql<WeekSessionRow[]>`(
          select coalesce(json_agg(json_build_object(
              'mission_id', week.mission_id, 'session', week.session, 'mission', week.mission)
              order by week.date, week.beginning, week.id), '[]'::json)
          from (
            select ${SESSION_MISSION_COLUMNS}, s.date, s.beginning, s.id
            from session_agents me
            join mission_sessions s on s.company_id = me.company_id and s.id = me.session_id
            ${SESSION_MISSION_JOINS}
            where me.company_id = ${sql.placeholder('companyId')} and me.agent_id = ${sql.placeholder('agentId')}
              and me.date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
          ) week)`,
      })
      .from(agents)
      .where(
        and(eq(agents.companyId, sql.placeholder('companyId')), eq(agents.id, sql.placeholder('agentId'))),
      )
      .prepare('agent_week'),
  ).execute({ companyId, agentId, from, to });
  return row?.sessions;
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
  const [row] = await queryRows<TeamDayRows>(
    db,
    sql`
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
        ) day) as sessions`,
  );
  return row ?? { agents: [], sessions: [] };
}

/**
 * Up to `limit` of the company's missions after the id `afterId` (by id), each with all its
 * sessions and their agents; with `from`/`to`, only missions with a session in those dates.
 */
export async function findMissionsAfter(
  db: Executor,
  companyId: number,
  page: { afterId: number; limit: number; from?: string | undefined; to?: string | undefined },
): Promise<WeekSessionRow[]> {
  const inDates =
    page.from || page.to
      ? sql`and exists (select 1 from mission_sessions d where d.company_id = m.company_id
          and d.mission_id = m.id and d.date between ${page.from ?? '0001-01-01'} and ${page.to ?? '9999-12-31'})`
      : sql``;
  return queryRows<WeekSessionRow>(
    db,
    sql`
    with page as (
      select m.id from missions m
      where m.company_id = ${companyId} and m.id > ${page.afterId} ${inDates}
      order by m.id limit ${page.limit})
    select ${SESSION_MISSION_COLUMNS}
    from page
    join mission_sessions s on s.company_id = ${companyId} and s.mission_id = page.id
    ${SESSION_MISSION_JOINS}
    order by s.mission_id, s.session_order, s.date, s.beginning, s.id`,
  );
}
