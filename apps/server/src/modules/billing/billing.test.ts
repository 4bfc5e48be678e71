import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  billingMonthResponseSchema,
  featureMissingMessage,
  type BillingMetrics,
  type BillingMonth,
  type BillingPeriod,
} from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { billingPeriodRdvs, billingStatusChanges, missions } from '../../db/schema/index.ts';
import { BILLING_NOW, buildBillingFixture, type BillingFixture } from './billing-fixture.ts';

const m = MESSAGES.billing;
const ROUTES = [
  '/billing/current-month',
  '/billing/month/2027/2',
  '/billing/periods',
  '/billing/metrics',
  '/billing/mark-billed',
  '/billing/mark-paid',
];

let app: FastifyInstance;
let fixture: BillingFixture;
/** A mission of March made through the calendar's API (a manual one). */
let calendarMissionId: number;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(BILLING_NOW);
  app = await createTestApp();
  fixture = await buildBillingFixture(app, 'Facturation');
  const created = await call(app, 'POST', '/api/rdv-unified', fixture.company, {
    client_name: 'Client du calendrier',
    adresse: '1 rue de la Paix, 75002 Paris',
    operation_id: fixture.operations.ramonage,
    sessions: [
      { date: '2027-03-24', beginning: 10, ending: 14, agents: [{ agent_id: fixture.agents.julie }] },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  calendarMissionId = created.json<{ data: { id: number } }>().data.id;
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const post = (url: string, as: TestCompany | null, payload: unknown = {}) =>
  call(app, 'POST', url, as, payload);
const monthOf = async (url: string, as: TestCompany = fixture.company) => {
  const response = await post(url, as);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // The list is the database's JSON text, put in the answer as it is: its shape is the schema's.
  return billingMonthResponseSchema.parse(response.json()).data;
};
/** The fixed clock keeps running from BILLING_NOW: an instant of the tests is within minutes of it. */
const expectNearNow = (instant: string | Date) =>
  expect(Math.abs(new Date(instant).getTime() - BILLING_NOW.getTime())).toBeLessThan(600_000);
const rdvOf = (month: BillingMonth, id: number) => month.rdv_list.find((rdv) => rdv.id === id);
const setPrice = async (operationId: number, name: string, price: number) => {
  const response = await call(app, 'PUT', '/operations/update', fixture.company, {
    id: operationId,
    name,
    duration: 4,
    price_ht: price,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().operation.price_ht).toBe(price);
};

describe('billing: who may call', () => {
  it('answers 401 without a session', async () => {
    for (const url of ROUTES) {
      const response = await post(url, null, { rdv_id: fixture.february.f1 });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe(MESSAGES.auth.sessionRequired);
    }
  });

  it('answers 403 without advanced_stats (standard plan), before reading the body', async () => {
    const standard = await buildCompany(app, { plan: 'standard' });
    for (const url of ROUTES) {
      const response = await post(url, standard, { rdv_id: 'pas un id' });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toBe(featureMissingMessage('advanced_stats'));
    }
  });

  it('answers 400 with the French message for a wrong month, year or appointment id', async () => {
    const cases: [string, unknown, string][] = [
      ['/billing/month/2027/13', {}, m.monthInvalid],
      ['/billing/month/2027/0', {}, m.monthInvalid],
      ['/billing/month/1999/5', {}, m.yearInvalid],
      ['/billing/month/deux/5', {}, m.yearInvalid],
      ['/billing/mark-billed', { rdv_id: 'abc' }, m.rdvIdInvalid],
      ['/billing/mark-paid', {}, m.rdvIdInvalid],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, fixture.company, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe(message);
    }
  });
});

describe('billing: the month in progress and a closed month, computed by hand', () => {
  it('March 2027 (in progress): 4 appointments by creation type, revenue, average per working day', async () => {
    const month = await monthOf('/billing/current-month');
    expect(month).toMatchObject({
      month: '2027-03',
      rdv_count: 4,
      automatic_rdv_count: 1,
      semi_automatic_rdv_count: 1,
      manual_rdv_count: 2,
      statistics: {
        // Ramonage 60 (M1) + Entretien 89,90 (M2) + Diagnostic without price (M3) + Ramonage 60 (calendar).
        total_revenue_estimate: 209.9,
        // 23 weekdays less Easter Monday (29 March 2027): 4 / 22.
        working_days: 22,
        average_rdv_per_day: 0.18,
        // Julie (M1, calendar) and Léa (M2, M3) have two each: the first by name.
        most_active_agent: 'Julie Facturation',
        most_requested_operation: 'Ramonage Facturation',
      },
      by_status: { pending: { count: 4, amount: 209.9 }, billed: { count: 0, amount: 0 } },
      closed_at: null,
    });
    // By day; F3's second session (2 March) and the cancelled M4 are not March's appointments.
    expect(month.rdv_list.map((rdv) => rdv.id)).toEqual([
      fixture.march.m1,
      fixture.march.m2,
      calendarMissionId,
      fixture.march.m3,
    ]);
    expect(rdvOf(month, calendarMissionId)).toMatchObject({
      creation_type: 'manual',
      date: '2027-03-24',
      beginning: 10,
      ending: 14,
      duration_minutes: 60,
      agent_name: 'Julie Facturation',
      operation_name: 'Ramonage Facturation',
      price_ht: 60,
      billing_status: 'pending',
    });
    expect(rdvOf(month, fixture.march.m3)).toMatchObject({ price_ht: null, creation_type: 'semi_automatic' });
  });

  it('writes any client name and e-mail exactly in the JSON the database builds', async () => {
    const hostile = 'Zoé "la" \\ Dupont\n\t😀 </script>';
    const where = and(eq(missions.companyId, fixture.company.id), eq(missions.id, fixture.march.m3));
    const [before] = await app.db
      .select({ name: missions.clientName, email: missions.clientEmail })
      .from(missions)
      .where(where);
    await app.db.update(missions).set({ clientName: hostile, clientEmail: 'a"b@exemple.fr' }).where(where);
    try {
      const month = await monthOf('/billing/current-month');
      expect(rdvOf(month, fixture.march.m3)).toMatchObject({
        client_name: hostile,
        client_email: 'a"b@exemple.fr',
      });
    } finally {
      await app.db
        .update(missions)
        .set({ clientName: before!.name, clientEmail: before!.email })
        .where(where);
    }
  });

  it('February 2027 closes at the first read after its end: its period, frozen once', async () => {
    const first = await post('/billing/periods', fixture.company);
    expect(first.statusCode).toBe(200);
    const periods = first.json<{ data: BillingPeriod[] }>().data;
    expect(periods).toEqual([
      {
        year: 2027,
        month: 2,
        period: '2027-02',
        rdv_count: 4,
        total_revenue_estimate: 239.8,
        closed_at: expect.any(String),
      },
    ]);
    expectNearNow(periods[0]!.closed_at);
    const again = await post('/billing/periods', fixture.company);
    expect(again.json().data).toEqual(periods);
    const lines = await app.db
      .select()
      .from(billingPeriodRdvs)
      .where(eq(billingPeriodRdvs.companyId, fixture.company.id));
    expect(lines).toHaveLength(4);
  });

  it('February 2027 (closed): counts, revenue, team member most active, 20 working days', async () => {
    const month = await monthOf('/billing/month/2027/2');
    expect(month).toMatchObject({
      month: '2027-02',
      rdv_count: 4,
      automatic_rdv_count: 2,
      semi_automatic_rdv_count: 1,
      manual_rdv_count: 1,
      statistics: {
        total_revenue_estimate: 239.8,
        working_days: 20,
        average_rdv_per_day: 0.2,
        // Karim is on F2, F5 and on F3 as a team member (Julie leads it): 3 against Julie's 2.
        most_active_agent: 'Karim Facturation',
        most_requested_operation: 'Entretien chaudière Facturation',
      },
    });
    expect(month.closed_at).not.toBeNull();
    const { f1, f2, f3, f5 } = fixture.february;
    expect(month.rdv_list.map((rdv) => rdv.id)).toEqual([f1, f2, f5, f3]);
    expect(rdvOf(month, f3)).toMatchObject({ duration_minutes: 120, agent_name: 'Julie Facturation' });
  });
});

describe('billing: history reads the same after prices and names change', () => {
  it('a new price and a renamed agent change the month in progress, not the closed one', async () => {
    await setPrice(fixture.operations.entretien, 'Entretien chaudière Facturation', 100);
    const renamed = await call(app, 'PUT', '/agents/update', fixture.company, {
      id: fixture.agents.julie,
      name: 'Julie Renommée',
      postal_code: '75011',
      adresse: '1 rue Oberkampf',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const february = await monthOf('/billing/month/2027/2');
    expect(february.statistics.total_revenue_estimate).toBe(239.8);
    expect(rdvOf(february, fixture.february.f1)).toMatchObject({
      price_ht: 89.9,
      agent_name: 'Julie Facturation',
    });
    const march = await monthOf('/billing/current-month');
    // M2 at the new price: 60 + 100 + 60.
    expect(march.statistics.total_revenue_estimate).toBe(220);
    expect(rdvOf(march, fixture.march.m1)?.agent_name).toBe('Julie Renommée');
  });
});

describe('billing: pending -> billed -> paid, only forward', () => {
  const mark = (url: string, id: number, as: TestCompany = fixture.company) => post(url, as, { rdv_id: id });
  const expectRefused = async (url: string, id: number, message: string) => {
    const response = await mark(url, id);
    expect(response.statusCode, `${url} ${id}`).toBe(409);
    expect(response.json().error).toBe(message);
  };

  it("'Marquer facturé' freezes the price: a later price change leaves the billed appointment", async () => {
    const response = await mark('/billing/mark-billed', fixture.march.m2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: m.statusUpdated,
      data: { id: fixture.march.m2, billing_status: 'billed', billed_at: expect.any(String), paid_at: null },
    });
    expectNearNow(response.json().data.billed_at);
    await setPrice(fixture.operations.entretien, 'Entretien chaudière Facturation', 120);
    const march = await monthOf('/billing/current-month');
    expect(rdvOf(march, fixture.march.m2)).toMatchObject({ billing_status: 'billed', price_ht: 100 });
    expect(march.statistics.total_revenue_estimate).toBe(220);
    expect(march.by_status.billed).toEqual({ count: 1, amount: 100 });
  });

  it("a closed month's appointment is billed at its frozen price, then paid", async () => {
    const { f1 } = fixture.february;
    expect((await mark('/billing/mark-billed', f1)).statusCode).toBe(200);
    const paid = await mark('/billing/mark-paid', f1);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ billing_status: 'paid' });
    expect(paid.json().data.paid_at).not.toBeNull();
    const february = await monthOf('/billing/month/2027/2');
    expect(rdvOf(february, f1)).toMatchObject({ billing_status: 'paid', price_ht: 89.9 });
    expect(february.by_status).toEqual({
      pending: { count: 3, amount: 149.9 },
      billed: { count: 0, amount: 0 },
      paid: { count: 1, amount: 89.9 },
    });
  });

  it('refuses every step that is not the next one (409, French), and a cancelled appointment', async () => {
    await expectRefused('/billing/mark-billed', fixture.february.f1, m.alreadyPaid);
    await expectRefused('/billing/mark-paid', fixture.february.f1, m.alreadyPaid);
    await expectRefused('/billing/mark-billed', fixture.march.m2, m.alreadyBilled);
    await expectRefused('/billing/mark-paid', fixture.march.m1, m.notBilledYet);
    await expectRefused('/billing/mark-billed', fixture.march.m4, m.cancelledNotBillable);
    const [m1] = await app.db
      .select({ status: missions.billingStatus })
      .from(missions)
      .where(and(eq(missions.companyId, fixture.company.id), eq(missions.id, fixture.march.m1)));
    expect(m1!.status).toBe('pending');
  });

  it('records each change: who, when, from, to and the price', async () => {
    const changes = await app.db
      .select()
      .from(billingStatusChanges)
      .where(eq(billingStatusChanges.companyId, fixture.company.id))
      .orderBy(asc(billingStatusChanges.id));
    expect(
      changes.map(({ missionId, fromStatus, toStatus, priceCents, changedBy }) => ({
        missionId,
        fromStatus,
        toStatus,
        priceCents,
        changedBy,
      })),
    ).toEqual([
      {
        missionId: fixture.march.m2,
        fromStatus: 'pending',
        toStatus: 'billed',
        priceCents: 10_000,
        changedBy: fixture.company.name,
      },
      {
        missionId: fixture.february.f1,
        fromStatus: 'pending',
        toStatus: 'billed',
        priceCents: 8990,
        changedBy: fixture.company.name,
      },
      {
        missionId: fixture.february.f1,
        fromStatus: 'billed',
        toStatus: 'paid',
        priceCents: 8990,
        changedBy: fixture.company.name,
      },
    ]);
    for (const change of changes) {
      expectNearNow(change.changedAt);
    }
  });

  it('of 10 concurrent "Marquer facturé" on one appointment, one changes it (PostgreSQL races for real)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => mark('/billing/mark-billed', fixture.march.m3)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const changes = await app.db
      .select()
      .from(billingStatusChanges)
      .where(
        and(
          eq(billingStatusChanges.companyId, fixture.company.id),
          eq(billingStatusChanges.missionId, fixture.march.m3),
        ),
      );
    expect(changes).toHaveLength(1);
  });
});

describe('billing: metrics over six months', () => {
  it('monthly revenue October to March, amounts paid and to be paid, billed appointments', async () => {
    const response = await post('/billing/metrics', fixture.company);
    expect(response.statusCode).toBe(200);
    const metrics = response.json<{ data: BillingMetrics }>().data;
    expect(metrics.monthly_revenue).toEqual([
      { month: '2026-10', total_revenue: 0 },
      { month: '2026-11', total_revenue: 0 },
      { month: '2026-12', total_revenue: 0 },
      { month: '2027-01', total_revenue: 0 },
      { month: '2027-02', total_revenue: 239.8 },
      { month: '2027-03', total_revenue: 220 },
    ]);
    // Billed or paid: F1 (89,90, paid), M2 (100, billed), M3 (no price, billed).
    expect(metrics.stats).toEqual({
      total_amount: 459.8,
      paid_amount: 89.9,
      pending_amount: 369.9,
      total_invoices: 3,
      average_invoice: 63.3,
    });
  });
});

describe('billing: one company never reads or changes another', () => {
  it("another company's appointment answers 404 and stays as it was; its months are its own", async () => {
    const other = await buildCompany(app, { plan: 'premium' });
    for (const url of ['/billing/mark-billed', '/billing/mark-paid']) {
      const response = await post(url, other, { rdv_id: fixture.february.f2 });
      expect(response.statusCode, url).toBe(404);
    }
    const unknown = await post('/billing/mark-billed', fixture.company, { rdv_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const february = await monthOf('/billing/month/2027/2');
    expect(rdvOf(february, fixture.february.f2)?.billing_status).toBe('pending');
    const theirs = await monthOf('/billing/month/2027/2', other);
    expect(theirs).toMatchObject({ rdv_count: 0, rdv_list: [], closed_at: null });
    expect((await monthOf('/billing/current-month', other)).rdv_count).toBe(0);
    expect((await post('/billing/periods', other)).json().data).toEqual([]);
  });
});
