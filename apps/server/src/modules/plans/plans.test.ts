import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FEATURES } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan } from '../../test/test-app.ts';
import { agents } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const companyPlan = (cookie?: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/subscriptions/company-plan',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('POST /subscriptions/company-plan', () => {
  it('needs a session', async () => {
    expect((await companyPlan()).statusCode).toBe(401);
  });

  it("answers the session company's plan, limits, usage and full feature map", async () => {
    const company = await buildCompany(app);
    await app.db.insert(agents).values({
      companyId: company.id,
      name: 'Agent',
      postalCode: '75001',
      adresse: 'Paris',
      passwordHash: 'x',
    });
    const response = await companyPlan(company.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.company).toEqual({ id: company.id, name: company.name });
    expect(body.data.plan.name).toBe('standard');
    expect(body.data.plan.limits.agents).toBe(10);
    expect(body.data.usage.agents.current).toBe(1);
    expect(Object.keys(body.data.features).sort()).toEqual([...FEATURES].sort());
    expect(body.data.features.form_creation).toBe(false);
  });

  it('follows a plan change', async () => {
    const company = await buildCompany(app);
    await setPlan(app, company.id, 'premium');
    const body = (await companyPlan(company.cookie)).json();
    expect(body.data.plan.name).toBe('premium');
    expect(body.data.plan.limits.agents).toBe(-1);
    expect(Object.values(body.data.features).every((value) => value === true)).toBe(true);
  });

  it("never reads another company's plan, whatever company_name the body names", async () => {
    const premium = await buildCompany(app, { plan: 'premium' });
    const standard = await buildCompany(app);
    const body = (await companyPlan(standard.cookie, { company_name: premium.name })).json();
    expect(body.data.company.id).toBe(standard.id);
    expect(body.data.plan.name).toBe('standard');
  });
});
