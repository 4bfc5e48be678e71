import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { buildCompany, createTestApp } from '../test/test-app.ts';
import { adminSessions, rateLimits } from '../db/schema/index.ts';
import { purgeExpiredRows } from './maintenance.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('maintenance', () => {
  it('deletes expired sessions and rate-limit counters, and keeps live ones', async () => {
    const company = await buildCompany(app);
    const hour = 3_600_000;
    const expired = `expiree-${randomUUID()}`;
    const live = `vivante-${randomUUID()}`;
    await app.db.insert(adminSessions).values([
      { tokenHash: expired, companyId: company.id, expiresAt: new Date(Date.now() - hour) },
      { tokenHash: live, companyId: company.id, expiresAt: new Date(Date.now() + hour) },
    ]);
    const oldCounter = `test:${randomUUID()}`;
    const liveCounter = `test:${randomUUID()}`;
    await app.db.insert(rateLimits).values([
      { key: oldCounter, points: 3, expire: new Date(Date.now() - hour) },
      { key: liveCounter, points: 3, expire: new Date(Date.now() + hour) },
    ]);

    const purged = await purgeExpiredRows(app.db);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.counters).toBeGreaterThanOrEqual(1);

    const sessions = await app.db
      .select({ tokenHash: adminSessions.tokenHash })
      .from(adminSessions)
      .where(eq(adminSessions.companyId, company.id));
    expect(sessions.map((row) => row.tokenHash)).toContain(live);
    expect(sessions.map((row) => row.tokenHash)).not.toContain(expired);
    const counters = await app.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [oldCounter, liveCounter]));
    expect(counters.map((row) => row.key)).toEqual([liveCounter]);

    // The company's real session (from buildCompany) still opens its data.
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: company.cookie },
    });
    expect(session.statusCode).toBe(200);
  });
});
