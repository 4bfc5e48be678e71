// The calendar's week read at scale: 200 agents, a year of sessions (about 100,000), in process.
//   node bench/scenarios/week-read.ts                     on a fresh embedded database (PGlite)
//   DATABASE_URL=postgres://... node bench/scenarios/week-read.ts   on PostgreSQL (its schema is migrated)
// Reports the median and p95 of `findAgentWeek` (the service behind
// POST /api/rdv-unified/agent/{id}/week-range), which issues one prepared statement whatever the
// number of sessions: the agent's existence and the week itself together.
import { sql } from 'drizzle-orm';
import { findAgentWeek } from '../../apps/server/src/modules/missions/missions.service.ts';
import { HALF_YEAR_WEEKS } from '../generate.ts';
import { rowsOf, timeReads, withYearOfSessions, type YearReadResult } from '../lib/year-of-sessions.ts';

export interface WeekReadResult extends YearReadResult {
  scenario: 'week-read';
  missionsPerWeek: number;
}

/** Reads weeks on a fresh embedded database, or on PostgreSQL at `databaseUrl` (its schema migrated). */
export async function measureWeekRead(
  reads = 1_000,
  databaseUrl = process.env.DATABASE_URL,
): Promise<WeekReadResult> {
  const options = { databaseUrl, tmpPrefix: 'tourneo-week-', companyName: 'Bench semaine' };
  return withYearOfSessions(options, async ({ scope, engine, agents, sessions }) => {
    const agentIds = rowsOf(
      await scope.db.execute(sql`select id from agents where company_id = ${scope.companyId}`),
    ).map((row) => Number(row.id));
    let missionsPerWeek = 0;
    for (let warm = 0; warm < 50; warm += 1) {
      await findAgentWeek({ ...scope, agentId: agentIds[warm % agentIds.length]!, offset: 0 });
    }
    const timing = await timeReads(
      reads,
      (read) => {
        const agentId = agentIds[(read * 7919) % agentIds.length]!;
        const offset = (read % (2 * HALF_YEAR_WEEKS)) - HALF_YEAR_WEEKS + 1;
        return findAgentWeek({ ...scope, agentId, offset });
      },
      (week) => {
        missionsPerWeek = Math.max(missionsPerWeek, week.missions.length);
      },
    );
    return { scenario: 'week-read', engine, agents, sessions, reads, ...timing, missionsPerWeek };
  });
}

if (import.meta.main) {
  console.log(await measureWeekRead());
}
