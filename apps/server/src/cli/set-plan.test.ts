import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildCompany, createTestApp } from '../test/test-app.ts';
import { companies, planChanges } from '../db/schema/index.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
// The command opens its own connection: only a server database can be shared with it.
const isPostgres = process.env.TEST_DB === 'postgres';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const setPlan = (...args: string[]) =>
  run(process.execPath, ['apps/server/src/cli/set-plan.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn' },
  });

describe.runIf(isPostgres)('set-plan command', () => {
  it("changes the company's plan, whatever the case of its name, and records the change", async () => {
    const company = await buildCompany(app);
    const { stdout } = await setPlan(company.name.toUpperCase(), 'business');
    expect(stdout).toContain('Forfait de « ');
    expect(stdout).toContain(': Business (auparavant Standard)');
    const [row] = await app.db
      .select({ plan: companies.subscriptionPlan })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.plan).toBe('business');
    const history = await app.db
      .select({
        fromPlan: planChanges.fromPlan,
        toPlan: planChanges.toPlan,
        changedBy: planChanges.changedBy,
      })
      .from(planChanges)
      .where(eq(planChanges.companyId, company.id));
    expect(history).toEqual([{ fromPlan: 'standard', toPlan: 'business', changedBy: 'operator' }]);
  });

  it('fails with a French message for an unknown company', async () => {
    await expect(setPlan('Société qui n’existe pas', 'business')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Société introuvable'),
    });
  });
});
