// The 'Planning d'équipe' day read at scale: 200 agents, a year of sessions (about 100,000), in process.
//   node bench/scenarios/team-day-read.ts                     on a fresh embedded database (PGlite)
//   DATABASE_URL=postgres://... node bench/scenarios/team-day-read.ts   on PostgreSQL (its schema is migrated)
// Reports the median and p95 of `findTeamDay` (the service behind POST /api/rdv-unified/team-day),
// one statement whatever the number of agents and sessions: every agent, and the day's sessions.
import { sql } from 'drizzle-orm';
import { addDays, parisDateOf } from '@tourneo/domain';
import { findTeamDay } from '../../apps/server/src/modules/missions/missions.service.ts';
import { timeReads, withYearOfSessions, type YearReadResult } from '../lib/year-of-sessions.ts';

export interface TeamDayReadResult extends YearReadResult {
  scenario: 'team-day-read';
  sessionsPerDay: number;
}

/** Reads days on a fresh embedded database, or on PostgreSQL at `databaseUrl` (its schema migrated). */
export async function measureTeamDayRead(
  reads = 300,
  databaseUrl = process.env.DATABASE_URL,
): Promise<TeamDayReadResult> {
  const options = { databaseUrl, tmpPrefix: 'tourneo-team-day-', companyName: 'Bench jour' };
  return withYearOfSessions(options, async ({ scope, engine, agents, sessions }) => {
    await scope.db.execute(sql`analyze`);
    const today = parisDateOf(new Date());
    const dayAt = (read: number) => addDays(today, (read % 360) - 180);
    for (let warm = 0; warm < 20; warm += 1) {
      await findTeamDay({ ...scope, date: dayAt(warm * 13) });
    }
    let sessionsPerDay = 0;
    const timing = await timeReads(
      reads,
      (read) => findTeamDay({ ...scope, date: dayAt(read * 7) }),
      (day) => {
        sessionsPerDay = Math.max(
          sessionsPerDay,
          day.missions.reduce((total, mission) => total + mission.sessions.length, 0),
        );
      },
    );
    return { scenario: 'team-day-read', engine, agents, sessions, reads, ...timing, sessionsPerDay };
  });
}

if (import.meta.main) {
  console.log(await measureTeamDayRead());
}
