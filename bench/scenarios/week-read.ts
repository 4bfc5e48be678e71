// The calendar's week read at scale: 200 agents, a year of sessions (about 100,000), in process.
//   node bench/scenarios/week-read.ts                     on a fresh embedded database (PGlite)
//   DATABASE_URL=postgres://... node bench/scenarios/week-read.ts   on PostgreSQL (its schema is migrated)
// Reports the median and p95 of `findAgentWeek` (the service behind
// POST /api/rdv-unified/agent/{id}/week-range), which issues two statements whatever the number of
// sessions: the agent's existence and the week itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { mondayOf, parisDateOf } from '@tourneo/domain';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { findAgentWeek } from '../../apps/server/src/modules/missions/missions.service.ts';

const AGENTS = Number(process.env.WEEK_READ_AGENTS ?? 200);
/** Weeks either side of this one: 26 + 26 = a year of working days. */
const HALF_YEAR_WEEKS = 26;
/** Two sessions a day per agent: 8h00-10h00 and 12h00-14h00. */
const SLOTS = [
  [0, 8],
  [16, 24],
] as const;

export interface WeekReadResult {
  scenario: 'week-read';
  engine: string;
  agents: number;
  sessions: number;
  reads: number;
  medianMs: number;
  p95Ms: number;
  missionsPerWeek: number;
}

export async function measureWeekRead(reads = 1_000): Promise<WeekReadResult> {
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'tourneo-week-'));
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dataDir ?? '' });
  try {
    const { db } = handle;
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const [company] = rows(
      await db.execute(sql`insert into companies (name, password_hash, subscription_plan)
        values (${`Bench semaine ${Date.now()}`}, 'x', 'premium') returning id`),
    );
    const companyId = Number(company!.id);
    await db.execute(sql`insert into agents (company_id, name, postal_code, adresse, password_hash)
      select ${companyId}, 'Agent ' || g, '75011', '1 rue Oberkampf', 'x' from generate_series(1, ${AGENTS}) g`);
    const monday = mondayOf(parisDateOf(new Date()));
    const days = HALF_YEAR_WEEKS * 7;
    // One mission per session; the agent, day and slot ride in `comments` to link the rows.
    await db.execute(sql`insert into missions (company_id, client_name, adresse, comments, total_sessions, total_agents, total_duration, lead_agent_id)
      select ${companyId}, 'Client ' || a.id || ' ' || d::date, '1 rue de la Paix', a.id || '|' || d::date || '|' || s.b || '|' || s.e, 1, 1, s.e - s.b, a.id
      from agents a
      cross join generate_series(${monday}::date - ${days}::int, ${monday}::date + ${days}::int, interval '1 day') d
      cross join (values ${sql.raw(SLOTS.map(([b, e]) => `(${b}, ${e})`).join(', '))}) s(b, e)
      where a.company_id = ${companyId} and extract(isodow from d) < 6`);
    await db.execute(sql`insert into mission_sessions (company_id, mission_id, date, beginning, ending)
      select company_id, id, split_part(comments, '|', 2)::date, split_part(comments, '|', 3)::int, split_part(comments, '|', 4)::int
      from missions where company_id = ${companyId}`);
    await db.execute(sql`insert into session_agents (company_id, session_id, agent_id, role, is_lead, date, beginning, ending)
      select s.company_id, s.id, split_part(m.comments, '|', 1)::int, 'Chef d''équipe', true, s.date, s.beginning, s.ending
      from mission_sessions s join missions m on m.company_id = s.company_id and m.id = s.mission_id
      where s.company_id = ${companyId}`);
    for (const table of ['missions', 'mission_sessions', 'session_agents']) {
      await db.execute(sql`analyze ${sql.identifier(table)}`);
    }
    const [count] = rows(
      await db.execute(sql`select count(*)::int as n from mission_sessions where company_id = ${companyId}`),
    );
    const agentIds = rows(await db.execute(sql`select id from agents where company_id = ${companyId}`)).map(
      (row) => Number(row.id),
    );
    const scope = { db, companyId };
    let missionsPerWeek = 0;
    for (let warm = 0; warm < 50; warm += 1) {
      await findAgentWeek(scope, agentIds[warm % agentIds.length]!, 0);
    }
    const timings: number[] = [];
    for (let read = 0; read < reads; read += 1) {
      const agentId = agentIds[(read * 7919) % agentIds.length]!;
      const offset = (read % (2 * HALF_YEAR_WEEKS)) - HALF_YEAR_WEEKS + 1;
      const start = performance.now();
      const week = await findAgentWeek(scope, agentId, offset);
      timings.push(performance.now() - start);
      missionsPerWeek = Math.max(missionsPerWeek, week.missions.length);
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
    await db.execute(sql`delete from companies where id = ${companyId}`).catch(() => undefined);
    return {
      scenario: 'week-read',
      engine: handle.driver,
      agents: AGENTS,
      sessions: Number(count!.n),
      reads,
      medianMs: Math.round(at(0.5) * 100) / 100,
      p95Ms: Math.round(at(0.95) * 100) / 100,
      missionsPerWeek,
    };
  } finally {
    await handle.close();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.main) {
  console.log(await measureWeekRead());
}
