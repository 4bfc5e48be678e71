import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminSessions, rateLimits } from '../db/schema/index.ts';

/** How often expired rows are purged. */
export const MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes what has expired: sessions past their end (their token no longer opens anything) and
 * rate-limit counters past their window. Idempotent: several servers may run it at once.
 */
export async function purgeExpiredRows(db: Database, now = new Date()) {
  const sessions = await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, now))
    .returning({ tokenHash: adminSessions.tokenHash });
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return { sessions: sessions.length, counters: counters.length };
}

/** Purges at start, then every interval; `stop` ends it. Failures are reported, never thrown. */
export function startMaintenance(
  db: Database,
  onError: (error: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): { stop: () => void } {
  const run = () => {
    purgeExpiredRows(db).catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
