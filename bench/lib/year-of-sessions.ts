// The calendar reads' benchmarks: a company of `YEAR_READ_AGENTS` agents with a year of sessions
// (about 100,000), on a fresh embedded database (PGlite) or on PostgreSQL, and the timing of reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { generateYearOfSessions } from '../generate.ts';
import { withThrowawayDatabase } from './throwaway-database.ts';

export const YEAR_READ_AGENTS = Number(process.env.WEEK_READ_AGENTS ?? 200);

/** The rows of a `db.execute` result. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export interface YearOfSessions {
  scope: { db: Database; companyId: number };
  engine: string;
  agents: number;
  sessions: number;
}

/**
 * Runs `body` on a new company with a year of sessions, on a fresh embedded database or on a
 * throwaway database beside `databaseUrl` on its PostgreSQL server (migrated, dropped afterwards:
 * a company with invoices cannot be deleted, decision 0031).
 */
export async function withYearOfSessions<R>(
  options: { databaseUrl: string | undefined; tmpPrefix: string; companyName: string },
  body: (year: YearOfSessions) => Promise<R>,
): Promise<R> {
  return withThrowawayDatabase(options.databaseUrl, (databaseUrl) =>
    onYearOfSessions({ ...options, databaseUrl }, body),
  );
}

async function onYearOfSessions<R>(
  options: { databaseUrl: string | undefined; tmpPrefix: string; companyName: string },
  body: (year: YearOfSessions) => Promise<R>,
): Promise<R> {
  const { databaseUrl } = options;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), options.tmpPrefix));
  const handle = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
  try {
    const { db } = handle;
    const [company] = rowsOf(
      await db.execute(sql`insert into companies (name, password_hash, subscription_plan)
        values (${`${options.companyName} ${Date.now()}`}, 'x', 'premium') returning id`),
    );
    const companyId = Number(company!.id);
    await db.execute(sql`insert into agents (company_id, name, postal_code, adresse, password_hash)
      select ${companyId}, 'Agent ' || g, '75011', '1 rue Oberkampf', 'x' from generate_series(1, ${YEAR_READ_AGENTS}) g`);
    const sessions = await generateYearOfSessions(db, companyId);
    const result = await body({
      scope: { db, companyId },
      engine: handle.driver,
      agents: YEAR_READ_AGENTS,
      sessions,
    });
    return result;
  } finally {
    await handle.close();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** What a read benchmark on a year of sessions reports (each scenario adds its name and its count). */
export interface YearReadResult {
  engine: string;
  agents: number;
  sessions: number;
  reads: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * Times `reads` calls of `read` (the call only: `seen` looks at each result afterwards) and
 * returns their median and p95 in milliseconds.
 */
export async function timeReads<T>(
  reads: number,
  read: (index: number) => Promise<T>,
  seen: (result: T) => void,
): Promise<{ medianMs: number; p95Ms: number }> {
  const timings: number[] = [];
  for (let index = 0; index < reads; index += 1) {
    const start = performance.now();
    const result = await read(index);
    timings.push(performance.now() - start);
    seen(result);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
  return { medianMs: Math.round(at(0.5) * 100) / 100, p95Ms: Math.round(at(0.95) * 100) / 100 };
}
