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
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { findAgentWeek } from '../../apps/server/src/modules/missions/missions.service.ts';
import { HALF_YEAR_WEEKS, generateYearOfSessions } from '../generate.ts';

const AGENTS = Number(process.env.WEEK_READ_AGENTS ?? 200);

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

/** Reads weeks on a fresh embedded database, or on PostgreSQL at `databaseUrl` (its schema migrated). */
export async function measureWeekRead(
  reads = 1_000,
  databaseUrl = process.env.DATABASE_URL,
): Promise<WeekReadResult> {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'tourneo-week-'));
  const handle = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
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
    const sessions = await generateYearOfSessions(db, companyId);
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
      sessions,
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
