import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray } from 'drizzle-orm';
import { buildCompany, createTestApp } from '../../test/test-app.ts';
import { buildAgents } from '../../test/factories/agents.ts';
import { fillClients } from '../../test/factories/clients.ts';
import { buildForm } from '../../test/factories/forms.ts';
import { agents, clients, forms } from '../../db/schema/index.ts';
import { countCompanyUsage } from './plans.repository.ts';

// The usage row kept by the database's triggers (migration 0027) against the counts it replaces.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function counted(companyId: number) {
  const of = async (table: typeof agents | typeof forms | typeof clients) =>
    (await app.db.select({ value: count() }).from(table).where(eq(table.companyId, companyId)))[0]!.value;
  return { agents: await of(agents), forms: await of(forms), clients: await of(clients) };
}

describe('company usage', () => {
  it('follows bulk inserts and deletes, a rolled-back insert and another company, exactly', async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    await buildAgents(app, company.id, 7);
    await buildForm(app, company.id, []);
    await fillClients(app, company.id, 1_200);
    await fillClients(app, other.id, 30);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.delete(clients).where(eq(clients.companyId, company.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const someClients = await app.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.companyId, company.id))
      .limit(200);
    await app.db.delete(clients).where(
      inArray(
        clients.id,
        someClients.map((row) => row.id),
      ),
    );
    const usage = await countCompanyUsage(app.db, company.id);
    expect(usage).toEqual(await counted(company.id));
    expect(usage).toEqual({ agents: 7, forms: 1, clients: 1_000 });
    expect(await countCompanyUsage(app.db, other.id)).toEqual(await counted(other.id));

    const plan = await app.inject({
      method: 'POST',
      url: '/subscriptions/company-plan',
      headers: { cookie: company.cookie },
      payload: {},
    });
    expect(plan.json()).toMatchObject({
      data: { usage: { agents: { current: 7 }, forms: { current: 1 }, clients: { current: 1_000 } } },
    });
  });
});
