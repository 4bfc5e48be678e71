/**
 * Analytics Avancé's queries (issue 23): every figure is an aggregate of the database over the
 * period's rows (`mission_sessions_company_date_idx`, `session_agents_agent_date_idx`), never the
 * missions loaded into the server.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SLOT_MINUTES, type AnalyticsFilters } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { hasCompanyRow, queryRows } from '../../db/queries.ts';
import { agents, operations } from '../../db/schema/index.ts';
import { travelMinutesSql } from './travel-sql.ts';

/** The period's sessions not cancelled (`sa` the agent's row, `m` its mission), as the filters say. */
function sessionConditions(companyId: number, filters: AnalyticsFilters): SQL {
  const conditions = [
    sql`sa.company_id = ${companyId}`,
    sql`sa.date between ${filters.from}::date and ${filters.to}::date`,
    sql`s.session_status <> 'cancelled'`,
  ];
  if (filters.agentId) {
    conditions.push(sql`sa.agent_id = ${filters.agentId}`);
  }
  if (filters.operationId) {
    conditions.push(sql`m.operation_id = ${filters.operationId}`);
  }
  return sql.join(conditions, sql` and `);
}

const sessionsFrom = sql`session_agents sa
  join mission_sessions s on s.company_id = sa.company_id and s.id = sa.session_id
  join missions m on m.company_id = s.company_id and m.id = s.mission_id`;

/** Booked agent slots per ISO weekday and hour (8 … 16). */
export function countBookedSlotsByHour(db: Executor, companyId: number, filters: AnalyticsFilters) {
  return queryRows<{ weekday: number; hour: number; slots: number }>(
    db,
    sql`select extract(isodow from sa.date)::int as weekday, 8 + h.slot / 4 as hour, count(*)::int as slots
      from ${sessionsFrom}
      cross join lateral generate_series(sa.beginning, sa.ending - 1) as h(slot)
      where ${sessionConditions(companyId, filters)}
      group by 1, 2`,
  );
}

export function countAgents(db: Executor, companyId: number, agentId: number | null | undefined) {
  return queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from agents where company_id = ${companyId}
      ${agentId ? sql`and id = ${agentId}` : sql``}`,
  );
}

/**
 * Per agent: booked minutes, and travel minutes by the engine's rule: each session from the
 * previous client of the day (home for the first); a leg with an unknown place counts 0.
 */
export function sumAgentTime(db: Executor, companyId: number, filters: AnalyticsFilters) {
  const legs = travelMinutesSql(
    sql`l.from_latitude`,
    sql`l.from_longitude`,
    sql`l.latitude`,
    sql`l.longitude`,
  );
  return queryRows<{ agent_id: number; name: string; booked_minutes: number; travel_minutes: number }>(
    db,
    sql`with stops as (
        select sa.agent_id, sa.date, sa.beginning, sa.ending, c.latitude, c.longitude,
          coalesce(lag(c.latitude) over day, case when row_number() over day = 1 then a.latitude end) as from_latitude,
          coalesce(lag(c.longitude) over day, case when row_number() over day = 1 then a.longitude end) as from_longitude
        from ${sessionsFrom}
        join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
        left join clients c on c.company_id = m.company_id and c.id = m.client_id
        where ${sessionConditions(companyId, filters)}
        window day as (partition by sa.agent_id, sa.date order by sa.beginning)
      )
      select a.id as agent_id, a.name,
        coalesce(sum((l.ending - l.beginning) * ${SLOT_MINUTES}), 0)::int as booked_minutes,
        coalesce(sum(${legs}), 0)::int as travel_minutes
      from agents a
      left join stops l on l.agent_id = a.id
      where a.company_id = ${companyId} ${filters.agentId ? sql`and a.id = ${filters.agentId}` : sql``}
      group by a.id, a.name
      order by a.name, a.id`,
  );
}

export interface FunnelRow {
  channel: 'email' | 'sms';
  sent: number;
  opened: number;
  chosen: number;
  confirmed: number;
  done: number;
  median_hours: number | null;
}

/**
 * Clients at each step of the link, per channel: invited in the period (an invitation sent), then
 * among them those who opened it, chose a slot, confirmed (booking events carrying the channel
 * the link came in), and whose booked mission is completed.
 */
export function countFunnel(db: Executor, companyId: number, filters: AnalyticsFilters) {
  const operation = filters.operationId
    ? sql`and exists (select 1 from clients c where c.company_id = o.company_id and c.id = o.client_id
        and c.operation_id = ${filters.operationId})`
    : sql``;
  return queryRows<FunnelRow>(
    db,
    sql`with invited as (
        select o.channel, o.client_id, min(o.sent_at) as sent_at
        from outbox_messages o
        where o.company_id = ${companyId} and o.kind = 'invitation' and o.status = 'sent'
          and (o.sent_at at time zone 'Europe/Paris')::date between ${filters.from}::date and ${filters.to}::date
          ${operation}
        group by o.channel, o.client_id
      ),
      steps as (
        select i.channel, i.client_id, i.sent_at,
          exists (select 1 from booking_events e where e.company_id = ${companyId} and e.client_id = i.client_id
            and e.kind = 'opened' and e.details ->> 'via' = i.channel and e.created_at >= i.sent_at) as opened,
          exists (select 1 from booking_events e where e.company_id = ${companyId} and e.client_id = i.client_id
            and e.kind = 'slot_chosen' and e.details ->> 'via' = i.channel and e.created_at >= i.sent_at) as chosen,
          (select min(m.created_at) from missions m where m.company_id = ${companyId} and m.client_id = i.client_id
            and m.booked_via = i.channel and m.created_at >= i.sent_at) as booked_at,
          exists (select 1 from missions m where m.company_id = ${companyId} and m.client_id = i.client_id
            and m.booked_via = i.channel and m.created_at >= i.sent_at and m.status = 'completed') as done
        from invited i
      )
      select channel, count(*)::int as sent, count(*) filter (where opened)::int as opened,
        count(*) filter (where chosen)::int as chosen, count(booked_at)::int as confirmed,
        count(*) filter (where done)::int as done,
        (percentile_cont(0.5) within group (order by extract(epoch from booked_at - sent_at) / 3600)
          filter (where booked_at is not null))::float8 as median_hours
      from steps group by channel`,
  );
}

/** Per month ('YYYY-MM'): the clients' cancellations, reschedules and declines, the company's cancelled missions. */
export function countChangesByMonth(db: Executor, companyId: number, filters: AnalyticsFilters) {
  const operation = filters.operationId
    ? sql`and exists (select 1 from clients c where c.company_id = e.company_id and c.id = e.client_id
        and c.operation_id = ${filters.operationId})`
    : sql``;
  return queryRows<{ month: string; kind: string; count: number }>(
    db,
    sql`select to_char(e.created_at at time zone 'Europe/Paris', 'YYYY-MM') as month, e.kind, count(*)::int as count
      from booking_events e
      where e.company_id = ${companyId} and e.kind in ('cancelled', 'rescheduled', 'declined')
        and (e.created_at at time zone 'Europe/Paris')::date between ${filters.from}::date and ${filters.to}::date
        ${operation}
      group by 1, 2
      union all
      select to_char(first_date, 'YYYY-MM'), 'company_cancelled', count(*)::int
      from (select min(s.date) as first_date from mission_sessions s
        join missions m on m.company_id = s.company_id and m.id = s.mission_id
        where s.company_id = ${companyId} and m.status = 'cancelled'
          ${filters.operationId ? sql`and m.operation_id = ${filters.operationId}` : sql``}
          ${filters.agentId ? sql`and exists (select 1 from session_agents sa where sa.company_id = s.company_id and sa.session_id = s.id and sa.agent_id = ${filters.agentId})` : sql``}
          and s.date between ${filters.from}::date and ${filters.to}::date
          and not exists (select 1 from booking_events e where e.company_id = m.company_id and e.kind = 'cancelled'
            and (e.details ->> 'mission_id')::int = m.id)
        group by s.mission_id) cancelled
      group by 1`,
  );
}

/** Whether the filters name only the company's own agent and operation. */
export async function filtersAreOwn(
  db: Executor,
  companyId: number,
  filters: AnalyticsFilters,
): Promise<boolean> {
  const [agentIsOwn, operationIsOwn] = await Promise.all([
    filters.agentId ? hasCompanyRow(db, agents, companyId, filters.agentId) : true,
    filters.operationId ? hasCompanyRow(db, operations, companyId, filters.operationId) : true,
  ]);
  return agentIsOwn && operationIsOwn;
}
