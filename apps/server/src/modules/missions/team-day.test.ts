import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, parisDateOf, teamDayResponseSchema, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildOperation } from '../../test/factories/operations.ts';

const m = MESSAGES.missions;
const URL = '/api/rdv-unified/team-day';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Next week's working days (always in the future, whatever today is in Paris). */
const nextWeek = () => workWeekAt(parisDateOf(new Date()), 1).days;

interface Team {
  company: TestCompany;
  /** By name: 'Zoé', 'Bruno', 'Alice' (created in that order, answered by name). */
  agentIds: Record<string, number>;
  operationId: number;
}

async function buildTeam(names = ['Zoé', 'Bruno', 'Alice']): Promise<Team> {
  const company = await buildCompany(app);
  const agentIds: Record<string, number> = {};
  for (const name of names) {
    agentIds[name] = (await buildAgent(app, company.id, { name })).id;
  }
  const operation = await buildOperation(app, company.id, 'Ramonage');
  return { company, agentIds, operationId: operation.id };
}

async function createMission(
  team: Team,
  clientName: string,
  sessions: { date: string; beginning: number; ending: number; agentIds: number[] }[],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/rdv-unified',
    headers: { cookie: team.company.cookie },
    payload: {
      client_name: clientName,
      adresse: '1 rue de la Paix, 75002 Paris',
      operation_id: team.operationId,
      sessions: sessions.map(({ agentIds, ...range }) => ({
        ...range,
        agents: agentIds.map((agent_id) => ({ agent_id })),
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number; sessions: { session_id: number }[] } }>().data;
}

describe('POST /api/rdv-unified/team-day', () => {
  it('refuses a missing, malformed or impossible date with the French message', async () => {
    const team = await buildTeam(['Alice']);
    for (const payload of [{ date: '23/11/2026' }, { date: '2026-02-30' }, { date: 20261123 }]) {
      const response = await call(app, 'POST', URL, team.company, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: m.dateInvalid });
    }
    for (const payload of [{}, { date: '' }, { date: null }]) {
      const response = await call(app, 'POST', URL, team.company, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: m.dateRequired });
    }
  });

  it('answers every agent by name and every session of the day, each with its mission and whole team', async () => {
    const team = await buildTeam();
    const { Zoé: zoe, Bruno: bruno, Alice: alice } = team.agentIds;
    const [monday, tuesday] = nextWeek() as [string, string];
    const pair = await createMission(team, 'Durand', [
      { date: monday, beginning: 4, ending: 8, agentIds: [bruno!, zoe!] },
      { date: tuesday, beginning: 4, ending: 8, agentIds: [bruno!] },
    ]);
    const early = await createMission(team, 'Martin', [
      { date: monday, beginning: 0, ending: 2, agentIds: [alice!] },
    ]);
    await createMission(team, 'Petit', [{ date: tuesday, beginning: 10, ending: 12, agentIds: [alice!] }]);

    const response = await call(app, 'POST', URL, team.company, { date: monday });
    expect(response.statusCode, response.body).toBe(200);
    const body = teamDayResponseSchema.parse(response.json());
    expect(body.date).toBe(monday);
    expect(body.agents).toEqual([
      { id: alice, name: 'Alice' },
      { id: bruno, name: 'Bruno' },
      { id: zoe, name: 'Zoé' },
    ]);
    // Monday only, earliest first; Tuesday's session of the same mission is left out.
    expect(body.data.map((mission) => mission.client_name)).toEqual(['Martin', 'Durand']);
    const durand = body.data.find((mission) => mission.id === pair.id)!;
    expect(durand).toMatchObject({
      operation_name: 'Ramonage',
      status: 'planned',
      total_sessions: 2,
      lead_agent_id: bruno,
      lead_agent_name: 'Bruno',
    });
    expect(durand.sessions).toHaveLength(1);
    expect(durand.sessions[0]).toMatchObject({
      session_id: pair.sessions[0]!.session_id,
      date: monday,
      beginning: 4,
      ending: 8,
      duration: 4,
      assigned_agents_count: 2,
    });
    expect(durand.sessions[0]!.agents.map((agent) => [agent.agent_name, agent.is_lead])).toEqual([
      ['Bruno', true],
      ['Zoé', false],
    ]);
    expect(body.data.find((mission) => mission.id === early.id)!.sessions[0]!.agents).toEqual([
      { agent_id: alice, agent_name: 'Alice', role: expect.any(String), is_lead: true },
    ]);
  });

  it('a day without sessions answers the agents and no mission; a company without agents, nothing', async () => {
    const team = await buildTeam(['Alice']);
    const quiet = await call(app, 'POST', URL, team.company, { date: nextWeek()[4] });
    expect(teamDayResponseSchema.parse(quiet.json())).toMatchObject({
      agents: [{ name: 'Alice' }],
      data: [],
    });
    const empty = await buildCompany(app);
    const nobody = await call(app, 'POST', URL, empty, { date: nextWeek()[4] });
    expect(nobody.statusCode).toBe(200);
    expect(teamDayResponseSchema.parse(nobody.json())).toMatchObject({ agents: [], data: [] });
  });

  it("shows nothing of another company's agents or sessions", async () => {
    const team = await buildTeam(['Alice']);
    const other = await buildTeam(['Intrus']);
    const monday = nextWeek()[0]!;
    await createMission(other, 'Secret', [
      { date: monday, beginning: 0, ending: 4, agentIds: [other.agentIds.Intrus!] },
    ]);
    const response = await call(app, 'POST', URL, team.company, { date: monday });
    const body = teamDayResponseSchema.parse(response.json());
    expect(body.agents.map((agent) => agent.name)).toEqual(['Alice']);
    expect(body.data).toEqual([]);
    expect(response.body).not.toContain('Secret');
    expect(response.body).not.toContain('Intrus');
  });

  it('reads a day in one statement whatever its number of agents and sessions (no query per agent or session)', async () => {
    const countQueries = async (company: TestCompany, date: string) => {
      // Both counts read the session from the database: whether it is still cached would
      // otherwise depend on how long building the big team took.
      app.sessionCache.forgetAll();
      const execute = vi.spyOn(app.db, 'execute');
      const select = vi.spyOn(app.db, 'select');
      const response = await call(app, 'POST', URL, company, { date });
      const counts = {
        queries: execute.mock.calls.length + select.mock.calls.length,
        statements: execute.mock.calls.length,
        sessions: teamDayResponseSchema
          .parse(response.json())
          .data.reduce((total, mission) => total + mission.sessions.length, 0),
      };
      execute.mockRestore();
      select.mockRestore();
      return counts;
    };
    const monday = nextWeek()[0]!;
    const small = await buildTeam(['Alice']);
    await createMission(small, 'Seul', [
      { date: monday, beginning: 0, ending: 2, agentIds: [small.agentIds.Alice!] },
    ]);
    const names = Array.from({ length: 8 }, (_value, index) => `Agent ${index + 1}`);
    const big = await buildTeam(names);
    for (const [index, name] of names.entries()) {
      for (const beginning of [0, 10, 20]) {
        await createMission(big, `Client ${index}-${beginning}`, [
          { date: monday, beginning, ending: beginning + 4, agentIds: [big.agentIds[name]!] },
        ]);
      }
    }
    const few = await countQueries(small.company, monday);
    const many = await countQueries(big.company, monday);
    expect(few.sessions).toBe(1);
    expect(many.sessions).toBe(24);
    expect(many.queries).toBe(few.queries);
    // The session's check aside, the day is one statement.
    expect(many.statements).toBe(1);
  });
});
