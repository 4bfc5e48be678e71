import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, featureMissingMessage, type AgentTravel, type CompanyStats } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';

/**
 * The Statistiques figures against a fixture computed by hand (issue 23). Year 2025, month March:
 *
 * | mission | first session | agents (share)                   | operation | status    |
 * | G       | 2024-12-30    | Bruno (2 sessions, the second 2025-01-06) | Relevé | planned |
 * | M1      | 2024-03-12    | Alice                             | Relevé    | completed |
 * | M2      | 2024-06-05    | Bruno                             | Entretien | planned   |
 * | A       | 2025-01-15    | Alice                             | Relevé    | completed |
 * | B       | 2025-02-12    | Alice ½, Bruno ½ (one session)    | Relevé    | completed |
 * | C       | 2025-03-05    | Alice ⅓, Bruno ⅓, Chloé ⅓         | Entretien | completed |
 * | D       | 2025-03-12    | Bruno                             | Entretien | planned   |
 * | E       | 2025-03-19    | Alice ½ (19th), Chloé ½ (20th)    | Relevé    | completed |
 * | F       | 2025-04-02    | Chloé                             | none      | cancelled |
 *
 * 2025: 6 missions (A–F), 4 completed: 66.7 %. 2024: 3 (M1, M2, G: G's first session is in
 * December), 1 completed: 33.3 %. March 3 (C, D, E) against February 1 (B).
 */
let app: FastifyInstance;
let company: TestCompany;
let other: TestCompany;
const ids = { alice: 0, bruno: 0, chloe: 0, dana: 0, releve: 0, entretien: 0 };

async function mission(
  companyId: number,
  operationId: number | null,
  status: 'planned' | 'completed' | 'cancelled',
  sessions: { date: string; agentIds: number[]; beginning?: number; ending?: number }[],
  clientId: number | null = null,
) {
  const [first, ...rest] = sessions;
  const row = await buildMission(
    app,
    companyId,
    { operationId, status, clientId, totalSessions: sessions.length, clientName: `Client ${first!.date}` },
    { ...first!, sessionStatus: status },
  );
  for (const session of rest) {
    await buildSession(app, companyId, { ...session, missionId: row.id, sessionStatus: status });
  }
}

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app, { plan: 'premium' });
  other = await buildCompany(app, { plan: 'premium' });
  const c = company.id;
  ids.alice = (await buildAgent(app, c, { name: 'Alice' })).id;
  ids.bruno = (await buildAgent(app, c, { name: 'Bruno' })).id;
  ids.chloe = (await buildAgent(app, c, { name: 'Chloé' })).id;
  ids.releve = (await buildOperation(app, c, 'Relevé')).id;
  ids.entretien = (await buildOperation(app, c, 'Entretien')).id;
  const { alice, bruno, chloe, releve, entretien } = ids;
  await mission(c, releve, 'planned', [
    { date: '2024-12-30', agentIds: [bruno] },
    { date: '2025-01-06', agentIds: [bruno] },
  ]);
  await mission(c, releve, 'completed', [{ date: '2024-03-12', agentIds: [alice] }]);
  await mission(c, entretien, 'planned', [{ date: '2024-06-05', agentIds: [bruno] }]);
  await mission(c, releve, 'completed', [{ date: '2025-01-15', agentIds: [alice] }]);
  await mission(c, releve, 'completed', [{ date: '2025-02-12', agentIds: [alice, bruno] }]);
  await mission(c, entretien, 'completed', [{ date: '2025-03-05', agentIds: [alice, bruno, chloe] }]);
  await mission(c, entretien, 'planned', [{ date: '2025-03-12', agentIds: [bruno] }]);
  await mission(c, releve, 'completed', [
    { date: '2025-03-19', agentIds: [alice] },
    { date: '2025-03-20', agentIds: [chloe] },
  ]);
  await mission(c, null, 'cancelled', [{ date: '2025-04-02', agentIds: [chloe] }]);
  // Clients: 2 before 2025, 3 during 2025, 1 after.
  for (const createdAt of [
    '2023-05-01',
    '2024-11-30',
    '2025-01-10',
    '2025-06-01',
    '2025-12-31',
    '2026-01-02',
  ]) {
    await buildClient(app, c, {
      operationId: releve,
      name: `Client ${createdAt}`,
      telephone: `06${createdAt.replaceAll('-', '')}`,
      createdAt: new Date(`${createdAt}T12:00:00Z`),
    });
  }

  // The other company: Dana, whose travel is analysed, and missions that must not count above.
  const home = { latitude: 48.8566, longitude: 2.3522 };
  ids.dana = (await buildAgent(app, other.id, { name: 'Dana', ...home })).id;
  const near = await buildClient(app, other.id, { name: 'Près', latitude: 48.8566, longitude: 2.4522 });
  const far = await buildClient(app, other.id, {
    name: 'Loin',
    telephone: '0699999999',
    latitude: 49.0566,
    longitude: 2.4522,
  });
  await mission(
    other.id,
    null,
    'completed',
    [{ date: '2025-05-06', agentIds: [ids.dana], beginning: 0, ending: 4 }],
    near.id,
  );
  await mission(
    other.id,
    null,
    'completed',
    [{ date: '2025-05-06', agentIds: [ids.dana], beginning: 4, ending: 8 }],
    far.id,
  );
  await mission(other.id, null, 'completed', [
    { date: '2025-05-07', agentIds: [ids.dana], beginning: 0, ending: 4 },
  ]);
  await mission(other.id, null, 'cancelled', [{ date: '2025-05-09', agentIds: [ids.dana] }], far.id);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const stats = async (as: TestCompany, payload: object = { year: 2025, month: 3 }) => {
  const response = await call(app, 'POST', '/statistics/company-stats', as, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; message: string; data: CompanyStats }>();
};

describe('POST /statistics/company-stats', () => {
  it('answers 401 without a session', async () => {
    expect((await call(app, 'POST', '/statistics/company-stats', null, {})).statusCode).toBe(401);
  });

  it('answers 400 with the French message for a month out of range', async () => {
    const response = await call(app, 'POST', '/statistics/company-stats', company, { year: 2025, month: 13 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.statistics.monthInvalid);
  });

  it('answers 403 without the ai_insights feature (business plan)', async () => {
    const business = await buildCompany(app, { plan: 'business' });
    const response = await call(app, 'POST', '/statistics/company-stats', business, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(featureMissingMessage('ai_insights'));
  });

  it('counts the year and the month against the previous ones, with the spec message', async () => {
    const body = await stats(company);
    expect(body.message).toBe('Statistiques chargées avec succès');
    expect(body.data.month).toBe('2025-03');
    expect(body.data.globalStats).toEqual({
      totalRdv: 6,
      monthlyRdv: 3,
      completionRate: 66.7,
      totalClients: 5,
      trends: {
        totalRdv: { previous: 3, change: 100 },
        monthlyRdv: { previous: 1, change: 200 },
        completionRate: { previous: 33.3, change: 33.4 },
        totalClients: { previous: 2, change: 150 },
      },
    });
  });

  it('splits a shared mission between its agents: each mission counts once in all', async () => {
    const { agentStats, agentYearlyPerformance } = (await stats(company)).data;
    const byName = Object.fromEntries(agentStats.map((row) => [row.name, row]));
    expect(byName.Alice).toMatchObject({ rdvCount: 2.33, completedCount: 2.33, completionRate: 100 });
    expect(byName.Alice!.trend).toEqual({ previous: 1, change: 133 });
    expect(byName.Bruno).toMatchObject({ rdvCount: 1.83, completedCount: 0.83, completionRate: 45.5 });
    expect(byName.Bruno!.trend).toEqual({ previous: 2, change: -8.5 });
    expect(byName['Chloé']).toMatchObject({ rdvCount: 1.83, completedCount: 0.83, completionRate: 45.5 });
    expect(byName['Chloé']!.trend).toEqual({ previous: 0, change: null });
    const alice = agentYearlyPerformance.find((row) => row.name === 'Alice')!;
    expect(alice.monthlyCounts).toEqual([1, 0.5, 0.83, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(alice).toMatchObject({ totalRdvYear: 2.33, completionRateYear: 100, previousYearTotal: 1 });
  });

  it('counts per operation and per month, the yearly chart against the previous year', async () => {
    const data = (await stats(company)).data;
    const operations = Object.fromEntries(data.operationStats.map((row) => [row.name, row]));
    expect(operations['Relevé']).toMatchObject({
      rdvCount: 3,
      share: 50,
      trend: { previous: 2, change: 50 },
    });
    expect(operations.Entretien).toMatchObject({
      rdvCount: 2,
      share: 33.3,
      trend: { previous: 1, change: 100 },
    });
    expect(operations['Sans opération']).toMatchObject({ rdvCount: 1, share: 16.7 });
    const releve = data.operationYearlyTrends.find((row) => row.name === 'Relevé')!;
    expect(releve.monthlyCounts).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(data.monthlyTrends.slice(0, 6).map((row) => [row.label, row.rdvCount, row.trend.change])).toEqual([
      ['janvier', 1, 0],
      ['février', 1, 0],
      ['mars', 3, 200],
      ['avril', 1, -66.7],
      ['mai', 0, -100],
      ['juin', 0, null],
    ]);
    expect(data.yearlyTrends[2]).toEqual({
      month: '2025-03',
      label: 'mars',
      rdvCount: 3,
      completionRate: 66.7,
      previousYearRdvCount: 1,
    });
    expect(data.yearlyTrends.map((row) => row.previousYearRdvCount)).toEqual([
      0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1,
    ]);
  });

  it("keeps each company's figures apart", async () => {
    const data = (await stats(other)).data;
    expect(data.globalStats.totalRdv).toBe(4);
    expect(data.agentStats.map((row) => row.name)).toEqual(['Dana']);
  });
});

describe('POST /statistics/agent-travel', () => {
  const travel = (as: TestCompany, payload: object) =>
    call(app, 'POST', '/statistics/agent-travel', as, payload);

  it('answers 401, 400, 403 and 404 for another company’s agent', async () => {
    expect((await travel(null as unknown as TestCompany, { agentId: ids.dana })).statusCode).toBe(401);
    const invalid = await travel(other, { agentId: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(MESSAGES.statistics.agentIdInvalid);
    const business = await buildCompany(app, { plan: 'business' });
    expect((await travel(business, { agentId: ids.dana })).statusCode).toBe(403);
    expect((await travel(company, { agentId: ids.dana, year: 2025 })).statusCode).toBe(404);
  });

  it('times each appointment from home, then from the previous client of the day', async () => {
    const response = await travel(other, { agentId: ids.dana, year: 2025 });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: AgentTravel }>().data;
    // Home → Près: 0.1° of longitude at 48.86° N = 7.32 km, × 1.3 = 9.51 km of road: 5 km at
    // 25 km/h (12 min) + 4.51 km at 45 km/h (6 min) = 18 min. Près → Loin: 0.2° of latitude =
    // 22.24 km, × 1.3 = 28.91 km: 12 + 20 (15 km at 45) + 7.6 (8.91 km at 70) = 40 min.
    expect(
      data.rdvDetails.map((row) => [row.date, row.time, row.travelTime, row.travelTimeFormatted]),
    ).toEqual([
      ['2025-05-06', '8h00', 18, '18 min'],
      ['2025-05-06', '9h00', 40, '40 min'],
      ['2025-05-07', '8h00', null, 'Inconnu'],
    ]);
    expect(data).toMatchObject({
      averageTravelTime: 29,
      validTravelTimes: 2,
      summary: { shortestTravel: 18, longestTravel: 40 },
      // 120 minutes on site for 58 of travel.
      travelEfficiency: 67.4,
      agentAddress: '1 rue Oberkampf, 75011',
    });
  });
});
