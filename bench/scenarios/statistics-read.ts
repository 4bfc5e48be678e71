// Statistiques and Analytics Avancé at scale (issue 23): 200 agents, a year of sessions (about
// 100,000) with operations, statuses and clients placed on the map, in process.
//   node bench/scenarios/statistics-read.ts                     on a fresh embedded database (PGlite)
//   DATABASE_URL=postgres://... node bench/scenarios/statistics-read.ts   on PostgreSQL (its schema is migrated)
// Reports the median and p95 of each call's use case (the route adds its session and schema).
import { sql } from 'drizzle-orm';
import { addDays, parisDateOf } from '@tourneo/domain';
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  getAgentTravel,
  getCompanyStats,
} from '../../apps/server/src/modules/statistics/statistics.service.ts';
import {
  getChanges,
  getFunnel,
  getOccupancy,
  getUtilisation,
} from '../../apps/server/src/modules/analytics/analytics.service.ts';
import { timeReads, withYearOfSessions } from '../lib/year-of-sessions.ts';

export const STATISTICS_OPERATIONS = 10;
export const STATISTICS_CLIENTS = 50_000;

/**
 * Gives the year of sessions what the screens read: 10 operations, statuses (past missions
 * completed, one in 20 cancelled), 50,000 clients around Paris with coordinates, each mission
 * booked for one of them.
 */
export async function enrichYearOfSessions(db: Database, companyId: number): Promise<void> {
  const today = parisDateOf(new Date());
  await db.execute(sql`insert into operations (company_id, name, duration)
    select ${companyId}, 'Opération ' || g, 4 from generate_series(1, ${STATISTICS_OPERATIONS}) g`);
  await db.execute(sql`update agents set latitude = 48.80 + (id % 20) * 0.01, longitude = 2.25 + (id % 17) * 0.01
    where company_id = ${companyId}`);
  await db.execute(sql`insert into clients (company_id, name, adresse, code_postal, unique_link, latitude, longitude)
    select ${companyId}, 'Client ' || g, g || ' rue de Paris', '75011', 'bench-statistics-' || ${companyId} || '-' || g,
      48.75 + (g % 97) * 0.003, 2.20 + (g % 89) * 0.004
    from generate_series(1, ${STATISTICS_CLIENTS}) g`);
  // Operations and clients were inserted in one statement each: their ids follow one another.
  await db.execute(sql`update missions m set
      operation_id = (select min(id) from operations where company_id = ${companyId}) + m.id % ${STATISTICS_OPERATIONS},
      client_id = (select min(id) from clients where company_id = ${companyId}) + m.id % ${STATISTICS_CLIENTS},
      status = case when s.date >= ${today}::date then 'planned'
        when m.id % 20 = 0 then 'cancelled' else 'completed' end
    from mission_sessions s
    where m.company_id = ${companyId} and s.company_id = m.company_id and s.mission_id = m.id`);
  // 50,000 booking links: an invitation each (one in three by SMS) over the past year; 70 % opened,
  // 50 % a slot chosen, 40 % booked through the link; some cancellations, reschedules, declines.
  await db.execute(sql`insert into outbox_messages (company_id, dedupe_key, channel, recipient, body_text, kind, client_id, status, sent_at, created_at)
    select ${companyId}, 'bench-invitation-' || c.id, case when c.id % 3 = 0 then 'sms' else 'email' end, 'x', 'x',
      'invitation', c.id, 'sent', ${today}::timestamptz - (c.id % 360) * interval '1 day', ${today}::timestamptz - (c.id % 360) * interval '1 day'
    from clients c where c.company_id = ${companyId}`);
  await db.execute(sql`insert into booking_events (company_id, client_id, kind, details, created_at)
    select o.company_id, o.client_id, k.kind, jsonb_build_object('via', o.channel), o.sent_at + k.after
    from outbox_messages o
    join (values ('opened', 7, interval '2 hours'), ('slot_chosen', 5, interval '3 hours'),
      ('cancelled', 1, interval '5 days'), ('rescheduled', 1, interval '6 days'), ('declined', 2, interval '4 hours'))
      k(kind, share, after) on o.client_id % 10 < k.share
    where o.company_id = ${companyId} and o.kind = 'invitation'`);
  await db.execute(sql`update missions m set booked_via = o.channel, created_at = o.sent_at + interval '1 day'
    from outbox_messages o
    where m.company_id = ${companyId} and o.company_id = m.company_id and o.kind = 'invitation'
      and o.client_id = m.client_id and o.client_id % 10 < 4`);
  await db.execute(sql`update mission_sessions s set session_status = m.status from missions m
    where s.company_id = ${companyId} and m.company_id = s.company_id and m.id = s.mission_id`);
  for (const table of [
    'missions',
    'mission_sessions',
    'session_agents',
    'clients',
    'operations',
    'outbox_messages',
    'booking_events',
  ]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}

export interface StatisticsReadResult {
  engine: string;
  agents: number;
  sessions: number;
  reads: number;
  calls: { name: string; medianMs: number; p95Ms: number; note: string }[];
}

/** Times each call on a fresh embedded database, or on PostgreSQL at `databaseUrl` (its schema migrated). */
export async function measureStatisticsRead(
  reads = 40,
  databaseUrl = process.env.DATABASE_URL,
): Promise<StatisticsReadResult> {
  const options = { databaseUrl, tmpPrefix: 'tourneo-statistics-', companyName: 'Bench statistiques' };
  return withYearOfSessions(options, async ({ scope, engine, agents, sessions }) => {
    await enrichYearOfSessions(scope.db, scope.companyId);
    const [year, month] = parisDateOf(new Date()).split('-').map(Number) as [number, number];
    const agentRows = await scope.db.execute(
      sql`select id from agents where company_id = ${scope.companyId} order by id`,
    );
    const agentIds = (agentRows as { rows: { id: number }[] }).rows.map((row) => row.id);
    const calls: StatisticsReadResult['calls'] = [];
    const measure = async <T>(
      name: string,
      read: (index: number) => Promise<T>,
      note: (result: T) => string,
    ) => {
      for (let warm = 0; warm < 3; warm += 1) {
        await read(warm);
      }
      let last: T | undefined;
      const timing = await timeReads(reads, read, (result) => {
        last = result;
      });
      calls.push({ name, ...timing, note: note(last!) });
    };
    await measure(
      'POST /statistics/company-stats',
      () => getCompanyStats({ ...scope, year, month }),
      (result) =>
        `${result.data.globalStats.totalRdv} missions in ${year}, ${result.data.agentStats.length} agents`,
    );
    await measure(
      'POST /statistics/agent-travel',
      (index) => getAgentTravel({ ...scope, agentId: agentIds[index % agentIds.length]!, year }),
      (result) => `${result.data.rdvDetails.length} appointments of one agent in ${year}`,
    );
    // Analytics Avancé over the last 12 months (its longest period), all agents and operations.
    const filters = { from: addDays(parisDateOf(new Date()), -365), to: parisDateOf(new Date()) };
    const analytics = { ...scope, filters };
    await measure(
      'POST /analytics/occupancy',
      () => getOccupancy(analytics),
      (result) => `${result.data.cells.length} cells`,
    );
    await measure(
      'POST /analytics/utilisation',
      () => getUtilisation(analytics),
      (result) => `${result.data.agents.length} agents, travel summed in SQL`,
    );
    await measure(
      'POST /analytics/funnel',
      () => getFunnel(analytics),
      (result) => `${result.data.channels.reduce((sum, channel) => sum + channel.sent, 0)} links sent`,
    );
    await measure(
      'POST /analytics/changes',
      () => getChanges(analytics),
      (result) => `${result.data.months.length} months`,
    );
    return { engine, agents, sessions, reads, calls };
  });
}

if (import.meta.main) {
  console.log(JSON.stringify(await measureStatisticsRead(), null, 2));
}
