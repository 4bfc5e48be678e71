import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BillingMark, BillingMonthKey, BillingStatus, SessionStatus } from '@tourneo/domain';
import { monthRange } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { billingPeriods, billingStatusChanges } from '../../db/schema/index.ts';

/**
 * The billing month's queries (docs/decisions/0026-billing.md). An appointment is a mission; it
 * belongs to the month of its first session; a cancelled one is left out unless already billed.
 * Every figure is aggregated here, in SQL.
 */

/** The figures of a month's appointments (amounts in cents). */
export interface MonthSummaryRow {
  rdv_count: number;
  automatic_rdv_count: number;
  semi_automatic_rdv_count: number;
  manual_rdv_count: number;
  revenue_cents: number;
  pending_count: number;
  pending_cents: number;
  billed_count: number;
  billed_cents: number;
  paid_count: number;
  paid_cents: number;
  most_requested_operation: string | null;
  most_active_agent: string | null;
}

export type ClosedPeriodRow = typeof billingPeriods.$inferSelect;

/** Which appointments a month shows: computed from today's missions, or frozen at its close. */
export type MonthSource = { kind: 'live'; key: BillingMonthKey } | { kind: 'frozen'; key: BillingMonthKey };

/**
 * The month's appointments as the missions read today (the month in progress, or one being
 * closed): the missions whose first session is in the month. The database keeps each mission's
 * first session on it (trigger of migration 0025), so this is one index range on missions, and
 * the small tables (agents, operations) are hashed once.
 */
export function liveRows(companyId: number, key: BillingMonthKey): SQL {
  const { start, end } = monthRange(key);
  return sql`
    select m.id as mission_id, m.first_session_date as date, m.first_session_beginning as beginning,
      m.first_session_ending as ending, m.client_name, coalesce(m.client_email, c.email) as client_email,
      coalesce(a.name, '') as agent_name, o.name as operation_name, m.creation_type,
      m.total_duration * 15 as duration_minutes, coalesce(m.billing_price_cents, o.price_cents) as price_cents,
      m.billing_status, m.billed_at, m.paid_at
    from missions m
    left join agents a on a.company_id = ${companyId} and a.id = m.lead_agent_id
    left join operations o on o.company_id = ${companyId} and o.id = m.operation_id
    left join clients c on c.company_id = ${companyId} and c.id = m.client_id
    where m.company_id = ${companyId} and m.first_session_date >= ${start}::date
      and m.first_session_date < ${end}::date
      and (m.status <> 'cancelled' or m.billing_status <> 'pending')`;
}

/** A closed month's appointments as frozen; their billing status follows the missions' (`markMission`). */
function frozenRows(companyId: number, { year, month }: BillingMonthKey): SQL {
  return sql`
    select l.mission_id, l.date, l.beginning, l.ending, l.client_name, l.client_email, l.agent_name,
      l.operation_name, l.creation_type, l.duration_minutes, l.price_cents, l.billing_status, l.billed_at,
      l.paid_at
    from billing_period_rdvs l
    where l.company_id = ${companyId} and l.year = ${year} and l.month = ${month}`;
}

const rowsOf = (companyId: number, source: MonthSource) =>
  source.kind === 'live' ? liveRows(companyId, source.key) : frozenRows(companyId, source.key);

export const rowsResult = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Runs a month's statement with PostgreSQL's JIT off, in a transaction of its own (a savepoint in
 * the caller's): its plan (thousands of key reads) is costed above `jit_above_cost`, and compiling
 * it took longer than running it (176 ms of 327 ms measured). PGlite has no JIT; the setting is
 * accepted and changes nothing.
 */
export function withoutJit(db: Executor, statement: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });
}

/** An instant as the answers write it ('2027-03-17T09:00:00.000Z'). */
const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON value as text ('null' for none): what `format` writes into the answer. */
const json = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

/**
 * The month's list (rows `l`) as the answer's JSON text (spec 2 §3 "Billing rdv", by day and start): each
 * appointment written by `format` and the list joined by `string_agg`, sent as one text and put
 * into the answer as it is (docs/decisions/0026-billing.md): neither the database (json_agg of
 * objects) nor the server (parse, schema check and JSON write of 2.5 MB) builds it twice. Prices
 * in euros (cents / 100 as float8, written as the shortest exact decimal, as JavaScript does).
 */
export function rdvListJson(): SQL {
  return sql`'[' || coalesce(string_agg(format('{"id":%s,"date":"%s","beginning":%s,"ending":%s,'
      '"client_name":%s,"client_email":%s,"agent_name":%s,"operation_name":%s,"creation_type":%s,'
      '"duration_minutes":%s,"billing_status":%s,"price_ht":%s,"billed_at":%s,"paid_at":%s}',
      l.mission_id, l.date, l.beginning, l.ending, ${json(sql`l.client_name`)}, ${json(sql`l.client_email`)},
      ${json(sql`l.agent_name`)}, ${json(sql`l.operation_name`)}, ${json(sql`l.creation_type`)}, l.duration_minutes,
      ${json(sql`l.billing_status`)}, coalesce((l.price_cents::float8 / 100)::text, 'null'),
      ${json(isoOf(sql`l.billed_at`))}, ${json(isoOf(sql`l.paid_at`))}),
      ',' order by l.date, l.beginning, l.mission_id), '') || ']'`;
}

/**
 * The agent on the most of the month's appointments (`r`), by their sessions in the month; ties
 * by name. The month's team rows and sessions are two index ranges (by date) in materialised
 * CTEs, joined by hash rather than one key read per session; the agents are counted by id before
 * their names are read. (Tried: the (agent, appointment) pairs made distinct by hash before
 * counting: slower on PGlite.)
 */
function mostActiveAgentOf(companyId: number, key: BillingMonthKey): SQL {
  const { start, end } = monthRange(key);
  return sql`(with team as materialized (select sa.agent_id, sa.session_id from session_agents sa
          where sa.company_id = ${companyId} and sa.date >= ${start}::date and sa.date < ${end}::date),
        sessions as materialized (select s.id, s.mission_id from mission_sessions s
          where s.company_id = ${companyId} and s.date >= ${start}::date and s.date < ${end}::date)
        select a.name from (select team.agent_id, count(distinct sessions.mission_id) as appointments
          from team join sessions on sessions.id = team.session_id
          join r r3 on r3.mission_id = sessions.mission_id
          group by team.agent_id) counts
        join agents a on a.company_id = ${companyId} and a.id = counts.agent_id
        order by counts.appointments desc, a.name, a.id limit 1)`;
}

/**
 * A month in one statement: its appointments (when `withRows`) as the answer's JSON text, and its figures: counts by creation type and by billing status,
 * the revenue estimate (prices summed, none counting 0), the most requested operation and the
 * most active agent (on the most of its appointments, by their sessions in the month; ties by name).
 */
function monthStatement(
  companyId: number,
  source: MonthSource,
  { withRows = true, withMostActiveAgent = true } = {},
): SQL {
  const rows = withRows ? rdvListJson() : sql`'[]'`;
  const mostActiveAgent = withMostActiveAgent ? mostActiveAgentOf(companyId, source.key) : sql`null`;
  return sql`
    with r as materialized (${rowsOf(companyId, source)})
    select count(*)::int as rdv_count,
      count(*) filter (where l.creation_type = 'automatic')::int as automatic_rdv_count,
      count(*) filter (where l.creation_type = 'semi_automatic')::int as semi_automatic_rdv_count,
      count(*) filter (where l.creation_type = 'manual')::int as manual_rdv_count,
      coalesce(sum(l.price_cents), 0)::float8 as revenue_cents,
      count(*) filter (where l.billing_status = 'pending')::int as pending_count,
      coalesce(sum(l.price_cents) filter (where l.billing_status = 'pending'), 0)::float8 as pending_cents,
      count(*) filter (where l.billing_status = 'billed')::int as billed_count,
      coalesce(sum(l.price_cents) filter (where l.billing_status = 'billed'), 0)::float8 as billed_cents,
      count(*) filter (where l.billing_status = 'paid')::int as paid_count,
      coalesce(sum(l.price_cents) filter (where l.billing_status = 'paid'), 0)::float8 as paid_cents,
      (select r1.operation_name from r r1 where r1.operation_name is not null
        group by r1.operation_name order by count(*) desc, r1.operation_name limit 1) as most_requested_operation,
      ${mostActiveAgent} as most_active_agent,
      ${rows} as rows
    from r l`;
}

export async function readMonth(
  db: Executor,
  companyId: number,
  source: MonthSource,
  options: { withRows?: boolean; withMostActiveAgent?: boolean } = {},
): Promise<{ rdvList: string; summary: MonthSummaryRow }> {
  const result = await withoutJit(db, monthStatement(companyId, source, options));
  const { rows: rdvList, ...summary } = rowsResult<MonthSummaryRow & { rows: string }>(result)[0]!;
  return { rdvList, summary };
}

/**
 * A closed month's list alone (its figures are on its period row, kept by the marks): one
 * range of the frozen rows' primary key.
 */
export async function readFrozenList(db: Executor, companyId: number, key: BillingMonthKey): Promise<string> {
  const result = await withoutJit(
    db,
    sql`select ${rdvListJson()} as rows from (${frozenRows(companyId, key)}) l`,
  );
  return rowsResult<{ rows: string }>(result)[0]!.rows;
}

/** The period row of one company's month. */
const periodIs = (companyId: number, { year, month }: BillingMonthKey) =>
  and(
    eq(billingPeriods.companyId, companyId),
    eq(billingPeriods.year, year),
    eq(billingPeriods.month, month),
  );

export async function getClosedPeriod(
  db: Executor,
  companyId: number,
  key: BillingMonthKey,
): Promise<ClosedPeriodRow | undefined> {
  const [row] = await db.select().from(billingPeriods).where(periodIs(companyId, key));
  return row;
}

/** The company's closed months, the latest first. */
export async function findClosedPeriods(db: Executor, companyId: number): Promise<ClosedPeriodRow[]> {
  return db
    .select()
    .from(billingPeriods)
    .where(eq(billingPeriods.companyId, companyId))
    .orderBy(desc(billingPeriods.year), desc(billingPeriods.month));
}

/** The latest closed month, if any. */
export async function getLatestClosedMonth(
  db: Executor,
  companyId: number,
): Promise<BillingMonthKey | undefined> {
  const [row] = await db
    .select({ year: billingPeriods.year, month: billingPeriods.month })
    .from(billingPeriods)
    .where(eq(billingPeriods.companyId, companyId))
    .orderBy(desc(billingPeriods.year), desc(billingPeriods.month))
    .limit(1);
  return row;
}

/** The day of the company's first session ('YYYY-MM-DD'), if it has any. */
export async function getFirstSessionDate(db: Executor, companyId: number): Promise<string | undefined> {
  const result = await db.execute(sql`
    select to_char(min(s.date), 'YYYY-MM-DD') as first_date from mission_sessions s where s.company_id = ${companyId}`);
  return rowsResult<{ first_date: string | null }>(result)[0]?.first_date ?? undefined;
}

/**
 * Starts the close of a month: its period row, unless another request closed it first (then
 * false, and nothing else is written). In the caller's transaction.
 */
export async function insertClosedPeriod(
  tx: Executor,
  companyId: number,
  { year, month }: BillingMonthKey,
  closedAt: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(billingPeriods)
    .values({ companyId, year, month, closedAt })
    .onConflictDoNothing()
    .returning({ year: billingPeriods.year });
  return rows.length > 0;
}

/** Freezes the month's appointments as they read now. */
export async function freezeMonthRows(tx: Executor, companyId: number, key: BillingMonthKey): Promise<void> {
  await withoutJit(
    tx,
    sql`
    insert into billing_period_rdvs (company_id, year, month, mission_id, date, beginning, ending, client_name,
      client_email, agent_name, operation_name, creation_type, duration_minutes, price_cents, billing_status,
      billed_at, paid_at)
    select ${companyId}::int, ${key.year}::int, ${key.month}::int, r.mission_id, r.date, r.beginning, r.ending, r.client_name,
      r.client_email, r.agent_name, r.operation_name, r.creation_type, r.duration_minutes, r.price_cents,
      r.billing_status, r.billed_at, r.paid_at
    from (${liveRows(companyId, key)}) r`,
  );
}

export async function updateClosedPeriod(
  tx: Executor,
  companyId: number,
  key: BillingMonthKey,
  values: Omit<ClosedPeriodRow, 'companyId' | 'year' | 'month' | 'closedAt'>,
): Promise<void> {
  await tx.update(billingPeriods).set(values).where(periodIs(companyId, key));
}

/** Each month's revenue and the window's amounts by status, closed months from their frozen rows. */
export interface WindowRow {
  year: number;
  month: number;
  price_cents: number;
  billing_status: BillingStatus;
}

/**
 * The metrics' window: the closed months from `first` on (their totals by status, kept on their
 * period row) and the month in progress (`live`: its rows of year, month, billing status, count
 * and cents), by month and billing status.
 */
export async function sumWindowByMonthAndStatus(
  db: Executor,
  companyId: number,
  { first, current, live }: { first: BillingMonthKey; current: BillingMonthKey; live: SQL },
): Promise<(WindowRow & { count: number })[]> {
  const closed = (status: BillingStatus) => sql`
    select p.year, p.month, ${status}::text as billing_status, ${sql.raw(`p.${status}_count`)} as count,
      ${sql.raw(`p.${status}_cents`)}::float8 as price_cents
    from billing_periods p
    where p.company_id = ${companyId} and (p.year, p.month) >= (${first.year}::int, ${first.month}::int)
      and (p.year, p.month) < (${current.year}::int, ${current.month}::int)`;
  const result = await withoutJit(
    db,
    sql`
    ${closed('pending')} union all ${closed('billed')} union all ${closed('paid')}
    union all ${live}`,
  );
  return rowsResult<WindowRow & { count: number }>(result);
}

/** The mission's billing state, locked until the end of the transaction; undefined when not the company's. */
export async function lockMissionBilling(tx: Executor, companyId: number, missionId: number) {
  const result = await tx.execute(sql`
    select m.billing_status, m.status,
      coalesce(m.billing_price_cents,
        (select l.price_cents from billing_period_rdvs l where l.company_id = m.company_id and l.mission_id = m.id
          order by l.year desc, l.month desc limit 1),
        (select o.price_cents from operations o where o.company_id = m.company_id and o.id = m.operation_id)
      ) as price_cents
    from missions m where m.company_id = ${companyId} and m.id = ${missionId}
    for update of m`);
  return rowsResult<{ billing_status: BillingStatus; status: SessionStatus; price_cents: number | null }>(
    result,
  )[0];
}

/** Moves the mission's billing status one step and records who did it and when. */
export async function markMission(
  tx: Executor,
  companyId: number,
  change: {
    missionId: number;
    from: BillingStatus;
    mark: BillingMark;
    priceCents: number | null;
    changedBy: string;
    at: Date;
  },
) {
  const { missionId, mark, at } = change;
  const result = await tx.execute(sql`
    update missions set billing_status = ${mark},
      billing_price_cents = ${change.priceCents},
      billed_at = ${mark === 'billed' ? sql`${at.toISOString()}::timestamptz` : sql`billed_at`},
      paid_at = ${mark === 'paid' ? sql`${at.toISOString()}::timestamptz` : sql`paid_at`}
    where company_id = ${companyId} and id = ${missionId}
    returning id, billing_status, billed_at, paid_at`);
  // A closed month's frozen row follows the mission's billing status, and its period's totals by
  // status move with it (at the frozen price).
  const column = (status: BillingStatus, what: 'count' | 'cents') => sql.raw(`${status}_${what}`);
  const from = change.from;
  await tx.execute(sql`
    with frozen as (
      update billing_period_rdvs l set billing_status = m.billing_status, billed_at = m.billed_at,
        paid_at = m.paid_at
      from missions m
      where l.company_id = ${companyId} and l.mission_id = ${missionId} and m.company_id = l.company_id
        and m.id = l.mission_id
      returning l.year, l.month, coalesce(l.price_cents, 0) as cents
    )
    update billing_periods p set
      ${column(from, 'count')} = p.${column(from, 'count')} - 1,
      ${column(from, 'cents')} = p.${column(from, 'cents')} - f.cents,
      ${column(mark, 'count')} = p.${column(mark, 'count')} + 1,
      ${column(mark, 'cents')} = p.${column(mark, 'cents')} + f.cents
    from frozen f
    where p.company_id = ${companyId} and p.year = f.year and p.month = f.month`);
  await tx.insert(billingStatusChanges).values({
    companyId,
    missionId,
    fromStatus: change.from,
    toStatus: mark,
    priceCents: change.priceCents,
    changedBy: change.changedBy,
    changedAt: at,
  });
  return rowsResult<{
    id: number;
    billing_status: BillingStatus;
    billed_at: Date | string | null;
    paid_at: Date | string | null;
  }>(result)[0]!;
}
