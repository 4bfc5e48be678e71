// The 'Planning d'équipe' day read at scale: 200 agents, a year of sessions (about 100,000), in process.
//   node bench/scenarios/team-day-read.ts                     on a fresh embedded database (PGlite)
//   DATABASE_URL=postgres://... node bench/scenarios/team-day-read.ts   on PostgreSQL (its schema is migrated)
// Reports the median and p95 of `findTeamDay` (the service behind POST /api/rdv-unified/team-day),
// one statement whatever the number of agents and sessions: every agent, and the day's sessions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, parisDateOf } from '@tourneo/domain';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { findTeamDay } from '../../apps/server/src/modules/missions/missions.service.ts';
import { generateYearOfSessions } from '../generate.ts';

const AGENTS = Number(process.env.WEEK_READ_AGENTS ?? 200);

export interface TeamDayReadResult {
  scenario: 'team-day-read';
  engine: string;
  agents: number;
  sessions: number;
  reads: number;
  medianMs: number;
  p95Ms: number;
  sessionsPerDay: number;
}

/** Reads days on a fresh embedded database, or on PostgreSQL at `databaseUrl` (its schema migrated). */
export async function measureTeamDayRead(
  reads = 300,
  databaseUrl = process.env.DATABASE_URL,
): Promise<TeamDayReadResult> {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'tourneo-team-day-'));
  const handle = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
  try {
    const { db } = handle;
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const [company] = rows(
      await db.execute(sql`insert into companies (name, password_hash, subscription_plan)
        values (${`Bench jour ${Date.now()}`}, 'x', 'premium') returning id`),
    );
    const companyId = Number(company!.id);
    await db.execute(sql`insert into agents (company_id, name, postal_code, adresse, password_hash)
      select ${companyId}, 'Agent ' || g, '75011', '1 rue Oberkampf', 'x' from generate_series(1, ${AGENTS}) g`);
    const sessions = await generateYearOfSessions(db, companyId);
    await db.execute(sql`analyze`);
    const scope = { db, companyId };
    const today = parisDateOf(new Date());
    const dayAt = (read: number) => addDays(today, (read % 360) - 180);
    for (let warm = 0; warm < 20; warm += 1) {
      await findTeamDay(scope, dayAt(warm * 13));
    }
    let sessionsPerDay = 0;
    const timings: number[] = [];
    for (let read = 0; read < reads; read += 1) {
      const start = performance.now();
      const day = await findTeamDay(scope, dayAt(read * 7));
      timings.push(performance.now() - start);
      sessionsPerDay = Math.max(
        sessionsPerDay,
        day.missions.reduce((total, mission) => total + mission.sessions.length, 0),
      );
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
    await db.execute(sql`delete from companies where id = ${companyId}`).catch(() => undefined);
    return {
      scenario: 'team-day-read',
      engine: handle.driver,
      agents: AGENTS,
      sessions,
      reads,
      medianMs: Math.round(at(0.5) * 100) / 100,
      p95Ms: Math.round(at(0.95) * 100) / 100,
      sessionsPerDay,
    };
  } finally {
    await handle.close();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.main) {
  console.log(await measureTeamDayRead());
}
