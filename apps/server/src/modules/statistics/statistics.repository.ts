/**
 * The Statistiques screen's queries (issue 23): aggregates computed by the database, never the
 * missions themselves. A mission's date is its first session's; the statements read the sessions
 * of a period through `mission_sessions_company_date_idx`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';

export interface Period {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

/**
 * The company's missions whose first session falls in the period: `mission_id`, `first_date`.
 * A mission with a session before the period started earlier, and is left out.
 */
function periodMissions(companyId: number, period: Period): SQL {
  return sql`select s.mission_id, min(s.date) as first_date
    from mission_sessions s
    where s.company_id = ${companyId} and s.date between ${period.from}::date and ${period.to}::date
      and not exists (select 1 from mission_sessions e where e.company_id = s.company_id
        and e.mission_id = s.mission_id and e.date < ${period.from}::date)
    group by s.mission_id`;
}

export interface MissionCountRow {
  month: string;
  operation_id: number | null;
  is_completed: boolean;
  count: number;
}

/** Missions of the period per month ('YYYY-MM'), operation and completion. */
export function countMissionsByMonth(db: Executor, companyId: number, period: Period) {
  return queryRows<MissionCountRow>(
    db,
    sql`with period_missions as (${periodMissions(companyId, period)})
      select to_char(w.first_date, 'YYYY-MM') as month, m.operation_id,
        (m.status = 'completed') as is_completed, count(*)::int as count
      from period_missions w
      join missions m on m.company_id = ${companyId} and m.id = w.mission_id
      group by 1, 2, 3`,
  );
}

export interface AgentShareRow {
  agent_id: number;
  month: string;
  is_completed: boolean;
  share: number;
}

/**
 * Each agent's share of the period's missions per month and completion: a mission is 1, split
 * equally between its sessions, and each session's part equally between its agents. Summed over
 * the agents, a mission counts once.
 */
export function sumAgentSharesByMonth(db: Executor, companyId: number, period: Period) {
  return queryRows<AgentShareRow>(
    db,
    sql`with period_missions as (${periodMissions(companyId, period)}),
      session_parts as (
        select s.mission_id, s.id as session_id, 1.0 / count(*) over (partition by s.mission_id) as part
        from mission_sessions s
        join period_missions w on w.mission_id = s.mission_id
        where s.company_id = ${companyId}
      ),
      agent_parts as (
        select p.mission_id, sa.agent_id, p.part / count(*) over (partition by p.session_id) as share
        from session_parts p
        join session_agents sa on sa.company_id = ${companyId} and sa.session_id = p.session_id
      )
      select a.agent_id, to_char(w.first_date, 'YYYY-MM') as month,
        (m.status = 'completed') as is_completed, sum(a.share)::float8 as share
      from agent_parts a
      join period_missions w on w.mission_id = a.mission_id
      join missions m on m.company_id = ${companyId} and m.id = a.mission_id
      group by 1, 2, 3`,
  );
}

/** The company's clients created before each Paris date (excluded). */
export async function countClientsBefore(
  db: Executor,
  companyId: number,
  dates: { end: string; start: string },
): Promise<{ atEnd: number; atStart: number }> {
  const [row] = await queryRows<{ at_end: number; at_start: number }>(
    db,
    sql`select
        count(*) filter (where (created_at at time zone ${TIME_ZONE})::date < ${dates.end}::date)::int as at_end,
        count(*) filter (where (created_at at time zone ${TIME_ZONE})::date < ${dates.start}::date)::int as at_start
      from clients where company_id = ${companyId}`,
  );
  return { atEnd: row?.at_end ?? 0, atStart: row?.at_start ?? 0 };
}

export function findAgentNames(db: Executor, companyId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from agents where company_id = ${companyId} order by name, id`,
  );
}

export function findOperationNames(db: Executor, companyId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from operations where company_id = ${companyId} order by name, id`,
  );
}

export interface AgentRow {
  id: number;
  name: string;
  adresse: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

export async function getAgent(db: Executor, companyId: number, agentId: number) {
  const [row] = await queryRows<AgentRow>(
    db,
    sql`select id, name, adresse, postal_code, latitude, longitude from agents
      where company_id = ${companyId} and id = ${agentId}`,
  );
  return row;
}

export interface AgentStopRow {
  date: string;
  beginning: number;
  ending: number;
  client_name: string;
  adresse: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The agent's sessions of the period, by date and slot, with the place of each: the client's
 * coordinates when the mission was booked for a client of the list (decision 0014).
 */
export function findAgentStops(db: Executor, companyId: number, agentId: number, period: Period) {
  return queryRows<AgentStopRow>(
    db,
    sql`select to_char(sa.date, 'YYYY-MM-DD') as date, sa.beginning, sa.ending, m.client_name, m.adresse,
        c.latitude, c.longitude
      from session_agents sa
      join mission_sessions s on s.company_id = sa.company_id and s.id = sa.session_id
      join missions m on m.company_id = s.company_id and m.id = s.mission_id
      left join clients c on c.company_id = m.company_id and c.id = m.client_id
      where sa.company_id = ${companyId} and sa.agent_id = ${agentId}
        and sa.date between ${period.from}::date and ${period.to}::date
        and s.session_status <> 'cancelled'
      order by sa.date, sa.beginning`,
  );
}
