import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/test-app.ts';
import { scheduleDailyJob } from './daily-job.ts';
import { startJobQueue, type JobQueue } from './queue.ts';

let queue: JobQueue;

beforeAll(async () => {
  // A queue of its own: other test files share this database.
  queue = await startJobQueue(await getTestDatabase(), undefined, `daily-test-outbox-${Date.now()}`);
});
afterAll(async () => {
  await queue?.stop();
});

describe('daily jobs (pg-boss cron)', () => {
  it('stores the schedule in the database in Paris time, and a job of its queue runs the work', async () => {
    const name = `daily-test-${Date.now()}`;
    let markRun: () => void = () => undefined;
    const ran = new Promise<void>((resolve) => (markRun = resolve));
    const job = { name, cron: '0 3 * * *', run: async () => markRun() };
    await scheduleDailyJob(queue.boss, job);
    // A second server schedules the same job: still one schedule (either worker may take the job).
    await scheduleDailyJob(queue.boss, job);
    const schedules = await queue.boss.getSchedules(name);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name, cron: '0 3 * * *', timezone: 'Europe/Paris' });
    // The cron's occurrence is a job of the queue: one sent by hand is run by the worker.
    await queue.boss.send(name, {});
    await ran;
  });
});
