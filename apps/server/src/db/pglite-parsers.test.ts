import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from './client.ts';
import { startJobQueue } from '../jobs/queue.ts';

// PGlite only: its parsers are given once to the instance (pglite-parsers.ts), not with each query.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle?.close();
});

describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite type parsers given once', () => {
  it('Drizzle reads timestamps as PostgreSQL text, in and out of a transaction, and makes its Dates', async () => {
    const moment = sql`timestamp '2026-03-29 01:30:00'`;
    const [outside] = rowsOf<{ at: unknown }>(await handle.db.execute(sql`select ${moment} as at`));
    expect(outside?.at).toBe('2026-03-29 01:30:00');
    const inside = await handle.db.transaction(async (tx) =>
      rowsOf<{ at: unknown; day: unknown }>(
        await tx.execute(sql`select ${moment} as at, date '2026-03-29' as day`),
      ),
    );
    expect(inside[0]).toEqual({ at: '2026-03-29 01:30:00', day: '2026-03-29' });
  });

  it('the job queue on the same instance still reads its timestamps as Dates', async () => {
    const { rows } = await handle.pglite!.query<{ at: unknown }>(
      "select timestamptz '2026-03-29 01:30:00+00' as at",
    );
    expect(rows[0]?.at).toEqual(new Date('2026-03-29T01:30:00Z'));
    const queue = await startJobQueue(handle, undefined, 'parsers-test');
    try {
      const job = await queue.boss.getQueue('parsers-test');
      expect(job?.createdOn).toBeInstanceOf(Date);
    } finally {
      await queue.stop();
    }
  });
});
