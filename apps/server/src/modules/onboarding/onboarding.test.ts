import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function statusOf(company: TestCompany) {
  const response = await call(app, 'POST', '/onboarding/status', company, {});
  expect(response.statusCode).toBe(200);
  return response.json<{ steps: Record<string, boolean>; done: number; total: number }>();
}

async function expectOk(url: string, payload: object, company: TestCompany) {
  const response = await call(app, 'POST', url, company, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<Record<string, unknown>>();
}

describe('POST /onboarding/status', () => {
  it("ticks each step from the company's own rows, never another company's", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    expect(await statusOf(company)).toMatchObject({
      steps: { qualification: false, agent: false, operation: false, client: false, link: false },
      done: 0,
      total: 5,
    });

    await expectOk('/roles/create', { name: 'Électricien' }, company);
    expect((await statusOf(company)).steps.qualification).toBe(true);
    expect((await statusOf(other)).steps.qualification).toBe(false);

    await expectOk(
      '/agents/create',
      { name: 'Julie Martin', postal_code: '75011', adresse: '12 rue Oberkampf, 75011 Paris' },
      company,
    );
    await expectOk('/operations/new-operation', { name: 'Entretien chaudière', duration: 4 }, company);
    const client = await expectOk(
      '/client/new-client',
      {
        name: 'Durand',
        prenom: 'Marie',
        telephone: '06 12 34 56 78',
        adresse: '3 rue de la Roquette, 75011 Paris',
        code_postal: '75011',
        operation_name: 'Entretien chaudière',
      },
      company,
    );
    expect(await statusOf(company)).toMatchObject({
      steps: { qualification: true, agent: true, operation: true, client: true, link: false },
      done: 4,
    });

    await expectOk('/client/send-link', { clientId: (client.data as { id: number }).id }, company);
    expect(await statusOf(company)).toMatchObject({ done: 5, total: 5 });
    expect((await statusOf(other)).done).toBe(0);
  });
});
