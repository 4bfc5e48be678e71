/**
 * The Statistiques screen's queries (issue 23): aggregates computed by the database, never the
 * missions themselves. A mission's date is its first session's; the figures per month are read
 * from the rollups the database keeps (docs/decisions/0032-statistics-rollups.md).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';

export interface Period {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

export interface MissionCountRow {
  month: string;
  operation_id: number | null;
  is_completed: boolean;
  count: number;
}

/**
 * Missions of the period per month ('YYYY-MM') of their first session, operation and completion:
 * the rollup kept by the database (migration 0030, docs/decisions/0032-statistics-rollups.md).
 */
export function countMissionsByMonth(db: Executor, companyId: number, period: Period) {
  return queryRows<MissionCountRow>(
    db,
    sql`select to_char(month, 'YYYY-MM') as month, nullif(operation_key, 0) as operation_id, is_completed,
        missions as count
      from statistics_mission_months
      where company_id = ${companyId} and month between ${period.from}::date and ${period.to}::date
        and missions <> 0`,
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
 * equally between its sessions, and each session's part equally between its agents (summed by the
 * rollup, exactly, as numeric). Summed over the agents, a mission counts once.
 */
export function sumAgentSharesByMonth(db: Executor, companyId: number, period: Period) {
  return queryRows<AgentShareRow>(
    db,
    sql`select agent_id, to_char(month, 'YYYY-MM') as month, is_completed, share::float8 as share
      from statistics_agent_months
      where company_id = ${companyId} and month between ${period.from}::date and ${period.to}::date
        and share <> 0`,
  );
}

/** The company's clients created before each Paris date (excluded), both the first day of a month. */
export async function countClientsBefore(
  db: Executor,
  companyId: number,
  dates: { end: string; start: string },
): Promise<{ atEnd: number; atStart: number }> {
  const [row] = await queryRows<{ at_end: number; at_start: number }>(
    db,
    sql`select
        coalesce(sum(clients) filter (where month < ${dates.end}::date), 0)::int as at_end,
        coalesce(sum(clients) filter (where month < ${dates.start}::date), 0)::int as at_start
      from statistics_client_months where company_id = ${companyId}`,
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
