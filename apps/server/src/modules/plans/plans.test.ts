import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { FEATURES, PLANS, planChoicesText } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, type TestCompany } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { companies, forms, planChanges } from '../../db/schema/index.ts';
import { changeCompanyPlan } from './plans.service.ts';

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

const changePlan = (company: TestCompany | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/subscriptions/change-plan',
    payload: payload as object,
    headers: company ? { cookie: company.cookie } : {},
  });

async function planOf(companyId: number) {
  const [row] = await app.db
    .select({ plan: companies.subscriptionPlan })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.plan;
}

const changesOf = (companyId: number) =>
  app.db
    .select({
      fromPlan: planChanges.fromPlan,
      toPlan: planChanges.toPlan,
      changedBy: planChanges.changedBy,
      changedAt: planChanges.changedAt,
    })
    .from(planChanges)
    .where(eq(planChanges.companyId, companyId));

async function addForms(companyId: number, count: number) {
  await app.db
    .insert(forms)
    .values(Array.from({ length: count }, (_, index) => ({ companyId, name: `Formulaire ${index + 1}` })));
}

describe('POST /subscriptions/company-plan', () => {
  it("answers the session company's plan, limits, usage and full feature map", async () => {
    const company = await buildCompany(app);
    await buildAgent(app, company.id);
    const response = await companyPlan(company.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['company', 'features', 'plan', 'usage']);
    expect(body.data.company).toEqual({ id: company.id, name: company.name });
    expect(body.data.plan).toEqual({ name: 'standard', label: 'Standard', limits: PLANS.standard.limits });
    expect(body.data.usage).toEqual({
      agents: { current: 1 },
      forms: { current: 0 },
      clients: { current: 0 },
    });
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

describe('POST /subscriptions/change-plan', () => {
  it('refuses an unknown or missing plan with a French 400 and changes nothing', async () => {
    const company = await buildCompany(app);
    for (const payload of [{ plan: 'gold' }, { plan: 'BUSINESS' }, { plan: null }, { other: 'business' }]) {
      const response = await changePlan(company, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(`Forfait inconnu : choisissez le forfait ${planChoicesText()}`);
    }
    expect(await planOf(company.id)).toBe('standard');
    expect(await changesOf(company.id)).toEqual([]);
  });

  it('refuses a move to the current plan with a French 400 and records nothing', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const response = await changePlan(company, { plan: 'business' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Votre société est déjà au forfait Business.');
    expect(await changesOf(company.id)).toEqual([]);
  });

  it('moves the session company to the plan, records the change with its date, and leaves others alone', async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const before = Date.now();
    // company_name is the spec's habit: the company still comes from the session.
    const response = await changePlan(company, { plan: 'business', company_name: other.name });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Vous êtes passé au forfait Business.');
    expect(body.change).toMatchObject({ from_plan: 'standard', to_plan: 'business' });
    expect(body.data.plan.name).toBe('business');
    expect(body.data.company.id).toBe(company.id);
    expect(body.data.features.form_creation).toBe(true);

    expect(await planOf(company.id)).toBe('business');
    const history = await changesOf(company.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromPlan: 'standard', toPlan: 'business', changedBy: 'company' });
    const changedAt = history[0]!.changedAt.getTime();
    expect(changedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(changedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(body.change.changed_at).getTime()).toBe(changedAt);

    expect(await planOf(other.id)).toBe('standard');
    expect(await changesOf(other.id)).toEqual([]);
  });

  it('opens the gated routes at once for the same session after an upgrade, and closes them after a downgrade', async () => {
    const company = await buildCompany(app);
    const listForms = () =>
      app.inject({ method: 'POST', url: '/forms/get-all', payload: {}, headers: { cookie: company.cookie } });
    const refused = await listForms();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Cette fonctionnalité nécessite le forfait Business ou supérieur');

    expect((await changePlan(company, { plan: 'business' })).statusCode).toBe(200);
    expect((await listForms()).statusCode).toBe(200);
    expect((await companyPlan(company.cookie)).json().data.features.form_creation).toBe(true);

    expect((await changePlan(company, { plan: 'standard' })).statusCode).toBe(200);
    expect((await listForms()).statusCode).toBe(403);
    expect((await changesOf(company.id)).map((change) => change.toPlan).sort()).toEqual([
      'business',
      'standard',
    ]);
  });

  it('refuses a downgrade below current usage with a French 409, and allows one at the limit', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    await addForms(company.id, PLANS.business.limits.forms + 1);
    const refused = await changePlan(company, { plan: 'business' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Impossible de passer au forfait Business : vous avez 51 formulaires et ce forfait en permet 50. ' +
        'Supprimez d’abord ce qui dépasse ou choisissez un autre forfait.',
    );
    expect(await planOf(company.id)).toBe('premium');
    expect(await changesOf(company.id)).toEqual([]);

    await app.db.delete(forms).where(eq(forms.companyId, company.id));
    await addForms(company.id, PLANS.business.limits.forms);
    expect((await changePlan(company, { plan: 'business' })).statusCode).toBe(200);
    const toStandard = await changePlan(company, { plan: 'standard' });
    expect(toStandard.statusCode).toBe(409);
    expect(toStandard.json().error).toContain('vous avez 50 formulaires et ce forfait n’en permet aucun');
    expect(await planOf(company.id)).toBe('business');
  });

  it('records one change when the same move is sent twice at once (meaningful on PostgreSQL)', async () => {
    const company = await buildCompany(app);
    const responses = await Promise.all([
      changePlan(company, { plan: 'premium' }),
      changePlan(company, { plan: 'premium' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(await changesOf(company.id)).toHaveLength(1);
  });
});

describe('an operator changing a plan (make set-plan)', () => {
  it('records the change as made by an operator, and may force a move below usage', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    await addForms(company.id, 2);
    await expect(
      changeCompanyPlan({ db: app.db, companyId: company.id, plan: 'standard', changedBy: 'operator' }),
    ).rejects.toThrow('vous avez 2 formulaires');
    const forced = await changeCompanyPlan({
      db: app.db,
      companyId: company.id,
      plan: 'standard',
      changedBy: 'operator',
      allowOverrun: true,
    });
    expect(forced.overrun).toContain('vous avez 2 formulaires');
    expect(await planOf(company.id)).toBe('standard');
    expect(await changesOf(company.id)).toMatchObject([
      { fromPlan: 'business', toPlan: 'standard', changedBy: 'operator' },
    ]);
  });
});
