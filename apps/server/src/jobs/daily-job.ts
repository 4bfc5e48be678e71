import type { PgBoss } from 'pg-boss';

/**
 * A job run once a day by pg-boss's cron (the same queue as the outbox, docs/decisions/0006): the
 * schedule lives in the database, and pg-boss sends one job per occurrence whatever the number of
 * servers, which one server's worker takes. A missed day (every server down) is run once when they
 * come back. The work itself must stay idempotent: a job retried after a crash runs it again.
 */
export async function scheduleDailyJob(
  boss: PgBoss,
  { name, cron, run }: { name: string; cron: string; run: () => Promise<unknown> },
): Promise<void> {
  if (!(await boss.getQueue(name))) {
    try {
      await boss.createQueue(name, { retryLimit: 2, retryDelay: 300 });
    } catch (error) {
      // Another server created it at the same moment.
      if (!(await boss.getQueue(name))) {
        throw error;
      }
    }
  }
  await boss.schedule(name, cron, null, { tz: 'Europe/Paris', missed: 'once' });
  await boss.work(name, async () => {
    await run();
  });
}
