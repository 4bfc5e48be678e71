import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type Operation } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { operations } from '../../db/schema/index.ts';

let app: FastifyInstance;
let company: TestCompany;
beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app);
});
afterAll(async () => {
  await app.close();
});

const create = (body: object) =>
  call(app, 'POST', '/operations/new-operation', company, {
    name: `Pose ${Math.random()}`,
    duration: 4,
    ...body,
  });

describe("an operation type's price (EUR HT, issue 22)", () => {
  it('is optional: none is null, and a price is stored in cents and answered in euros', async () => {
    const without = await create({});
    expect(without.statusCode).toBe(201);
    expect(without.json<{ operation: Operation }>().operation.price_ht).toBeNull();
    const priced = await create({ price_ht: 89.9 });
    expect(priced.statusCode).toBe(201);
    const operation = priced.json<{ operation: Operation }>().operation;
    expect(operation.price_ht).toBe(89.9);
    const [row] = await app.db
      .select({ priceCents: operations.priceCents })
      .from(operations)
      .where(and(eq(operations.companyId, company.id), eq(operations.id, operation.id)));
    expect(row!.priceCents).toBe(8990);
  });

  it('refuses a negative price, a third decimal, a text or a price above a million, in French', async () => {
    for (const price of [-1, 12.345, '12', 1_000_000.01]) {
      const response = await create({ price_ht: price });
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json().error).toBe(MESSAGES.billing.priceInvalid);
    }
  });

  it('an update that leaves the price out keeps it; null removes it', async () => {
    const { operation } = (await create({ price_ht: 60 })).json<{ operation: Operation }>();
    const update = (body: object) =>
      call(app, 'PUT', '/operations/update', company, {
        id: operation.id,
        name: operation.name,
        duration: 4,
        ...body,
      });
    expect((await update({})).json().operation.price_ht).toBe(60);
    expect((await update({ price_ht: 75.5 })).json().operation.price_ht).toBe(75.5);
    expect((await update({ price_ht: null })).json().operation.price_ht).toBeNull();
  });
});
