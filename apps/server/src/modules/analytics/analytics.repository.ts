/**
 * Analytics Avancé's queries (issue 23): every figure is an aggregate of the database, never the
 * missions loaded into the server; occupancy, utilisation and the funnel sum the rollups the
 * database keeps per day and month (docs/decisions/0032-statistics-rollups.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { SLOT_MINUTES, addDays, type AnalyticsFilters } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { hasCompanyRow, queryRows } from '../../db/queries.ts';
import { agents, operations } from '../../db/schema/index.ts';

/** The first day of the month `months` after the month of `date` ('YYYY-MM-DD'). */
function monthStart(date: string, months = 0): string {
  const start = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));
  return start.toISOString().slice(0, 10);
}

/**
 * Per agent of the rollup (analytics_agent_days, operation as the filters say), the period summed
 * once: a month row for each whole month in it, the day rows of the days left at either end.
 */
function agentTotals(companyId: number, filters: AnalyticsFilters): SQL {
  const { from, to } = filters;
  const firstWhole = from.endsWith('-01') ? from : monthStart(from, 1);
  const afterWhole = addDays(to, 1).endsWith('-01') ? addDays(to, 1) : monthStart(to);
  const rows = (isMonth: boolean, period: SQL) => sql`select r.agent_key, r.booked_slots, r.travel_minutes
    from analytics_agent_days r
    where r.company_id = ${companyId} and r.operation_key = ${filters.operationId ?? -1}
      and r.is_month = ${isMonth} and ${period}
      and ${filters.agentId ? sql`r.agent_key = ${filters.agentId}` : sql`r.agent_key > 0`}`;
  // Each part one range of the index (company, operation, month or day, day).
  const parts =
    firstWhole >= afterWhole
      ? rows(false, sql`r.day between ${from}::date and ${to}::date`)
      : sql`${rows(true, sql`r.day >= ${firstWhole}::date and r.day < ${afterWhole}::date`)}
        union all
        ${rows(false, sql`r.day >= ${from}::date and r.day < ${firstWhole}::date`)}
        union all
        ${rows(false, sql`r.day >= ${afterWhole}::date and r.day <= ${to}::date`)}`;
  return sql`select agent_key, sum(booked_slots) as booked_slots, sum(travel_minutes) as travel_minutes
    from (${parts}) p group by agent_key`;
}

/** The rollup's rows of the agent (0: all agents) and operation (-1: all) the filters name. */
function rollupOf(companyId: number, filters: AnalyticsFilters): SQL {
  return sql`r.company_id = ${companyId} and r.operation_key = ${filters.operationId ?? -1}`;
}

/** Booked agent slots per ISO weekday and hour (8 … 16), from the days of the rollup. */
export function countBookedSlotsByHour(db: Executor, companyId: number, filters: AnalyticsFilters) {
  return queryRows<{ weekday: number; hour: number; slots: number }>(
    db,
    sql`select d.weekday, 8 + h.hour as hour, sum(d.hour_slots[h.hour + 1])::int as slots
      from (select extract(isodow from r.day)::int as weekday, r.hour_slots
        from analytics_agent_days r
        where ${rollupOf(companyId, filters)} and r.agent_key = ${filters.agentId ?? 0} and not r.is_month
          and r.day between ${filters.from}::date and ${filters.to}::date) d
      cross join generate_series(0, 8) as h(hour)
      group by 1, 2 having sum(d.hour_slots[h.hour + 1]) > 0`,
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
 * Per agent: booked minutes, and travel minutes by the engine's rule (each session from the
 * previous client of the day, home for the first; a leg with an unknown place counts 0), summed
 * by the rollup per day and month.
 */
export function sumAgentTime(db: Executor, companyId: number, filters: AnalyticsFilters) {
  return queryRows<{ agent_id: number; name: string; booked_minutes: number; travel_minutes: number }>(
    db,
    sql`select a.id as agent_id, a.name,
        coalesce(t.booked_slots * ${SLOT_MINUTES}, 0)::int as booked_minutes,
        coalesce(t.travel_minutes, 0)::int as travel_minutes
      from agents a
      left join (${agentTotals(companyId, filters)}) t on t.agent_key = a.id
      where a.company_id = ${companyId} ${filters.agentId ? sql`and a.id = ${filters.agentId}` : sql``}
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
 * Clients at each step of the link, per channel: invited in the period (each client's first
 * invitation in it: the previous one was sent before the period), then among them those who
 * opened it, chose a slot, confirmed (booking events and missions carrying the channel the link
 * came in), and whose booked mission is completed; from the invitations' rollup. With an agent,
 * the steps after the choice count only the bookings with that agent (the link is no agent's
 * before its slot is chosen).
 */
export function countFunnel(db: Executor, companyId: number, filters: AnalyticsFilters) {
  const days = sql`d.company_id = ${companyId}
    and d.sent_day between ${filters.from}::date and ${filters.to}::date
    and d.previous_sent_day < ${filters.from}::date
    ${filters.operationId ? sql`and d.operation_key = ${filters.operationId}` : sql``}`;
  const steps = sql`select d.channel, sum(d.sent)::int as sent, sum(d.opened)::int as opened,
      sum(d.chosen)::int as chosen, sum(d.confirmed)::int as confirmed, sum(d.done)::int as done
    from analytics_invitation_days d where ${days} group by d.channel`;
  if (!filters.agentId) {
    return queryRows<FunnelRow>(
      db,
      sql`with steps as (${steps}),
        hours as (
          select d.channel, percentile_cont(0.5) within group (order by h.hours)::float8 as median_hours
          from analytics_invitation_days d cross join unnest(d.booking_hours) as h(hours)
          where ${days} group by d.channel
        )
        select s.channel, s.sent, s.opened, s.chosen, s.confirmed, s.done, h.median_hours
        from steps s left join hours h on h.channel = s.channel`,
    );
  }
  return queryRows<FunnelRow>(
    db,
    sql`with steps as (${steps}),
      agent_missions as (
        select distinct s.mission_id from session_agents sa
        join mission_sessions s on s.company_id = sa.company_id and s.id = sa.session_id
        where sa.company_id = ${companyId} and sa.agent_id = ${filters.agentId}
      ),
      booked as (
        select i.channel, count(*)::int as confirmed, count(*) filter (where i.done)::int as done,
          percentile_cont(0.5) within group (order by extract(epoch from i.booked_at - i.sent_at) / 3600)::float8
            as median_hours
        from agent_missions am
        join analytics_invitations i on i.company_id = ${companyId} and i.booked_mission_id = am.mission_id
        where i.sent_day between ${filters.from}::date and ${filters.to}::date
          and i.previous_sent_day < ${filters.from}::date
          ${filters.operationId ? sql`and i.operation_id = ${filters.operationId}` : sql``}
        group by i.channel
      )
      select s.channel, s.sent, s.opened, s.chosen, coalesce(b.confirmed, 0) as confirmed,
        coalesce(b.done, 0) as done, b.median_hours
      from steps s left join booked b on b.channel = s.channel`,
  );
}

/**
 * Per month ('YYYY-MM'): the clients' cancellations, reschedules and declines (per day from their
 * rollup; with an operation, the events of that operation's clients), the company's cancelled
 * missions (their first session in the period; a mission its client cancelled left out).
 */
export function countChangesByMonth(db: Executor, companyId: number, filters: AnalyticsFilters) {
  const clientChanges = filters.operationId
    ? sql`select to_char(e.created_at at time zone 'Europe/Paris', 'YYYY-MM') as month, e.kind, count(*)::int as count
      from booking_events e
      join clients c on c.company_id = e.company_id and c.id = e.client_id and c.operation_id = ${filters.operationId}
      where e.company_id = ${companyId} and e.kind in ('cancelled', 'rescheduled', 'declined')
        and e.created_at >= (${filters.from}::date::timestamp at time zone 'Europe/Paris')
        and e.created_at < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/Paris')
      group by 1, 2`
    : sql`select to_char(d.day, 'YYYY-MM') as month, d.kind, sum(d.events)::int as count
      from analytics_change_days d
      where d.company_id = ${companyId} and d.day between ${filters.from}::date and ${filters.to}::date
      group by 1, 2 having sum(d.events) <> 0`;
  return queryRows<{ month: string; kind: string; count: number }>(
    db,
    sql`${clientChanges}
      union all
      select to_char(first_date, 'YYYY-MM'), 'company_cancelled', count(*)::int
      from (select min(s.date) as first_date from missions m
        join mission_sessions s on s.company_id = m.company_id and s.mission_id = m.id
          and s.date between ${filters.from}::date and ${filters.to}::date
        where m.company_id = ${companyId} and m.status = 'cancelled' and m.first_session_date <= ${filters.to}::date
          ${filters.operationId ? sql`and m.operation_id = ${filters.operationId}` : sql``}
          ${filters.agentId ? sql`and exists (select 1 from session_agents sa where sa.company_id = s.company_id and sa.session_id = s.id and sa.agent_id = ${filters.agentId})` : sql``}
          and not exists (select 1 from booking_events e where e.company_id = m.company_id and e.kind = 'cancelled'
            and e.details ->> 'mission_id' = m.id::text)
        group by m.id) cancelled
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
