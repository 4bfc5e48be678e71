import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, addDays, parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgents } from '../../test/factories/agents.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { buildQualification, grantQualification } from '../../test/factories/qualifications.ts';
import {
  missionSessions,
  missions,
  operationRoles,
  operationTeamRequirements,
  operations,
  sessionAgents,
} from '../../db/schema/index.ts';
import { snapshotCompanyRows } from '../../test/seed-everything.ts';

const m = MESSAGES.missions;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Next week's working days (always in the future, whatever today is in Paris). */
const nextWeek = () => workWeekAt(parisDateOf(new Date()), 1).days;
const lastWeek = () => workWeekAt(parisDateOf(new Date()), -1).days;

interface Setup {
  company: TestCompany;
  agentIds: number[];
  operationId: number;
}

/** A company with `count` agents and an operation that requires no qualification. */
async function setup(count = 3): Promise<Setup> {
  const company = await buildCompany(app);
  const agentIds = (await buildAgents(app, company.id, count)).map((agent) => agent.id);
  const operation = await buildOperation(app, company.id, 'Entretien');
  return { company, agentIds, operationId: operation.id };
}

const session = (agentIds: number[], overrides: object = {}) => ({
  date: nextWeek()[0],
  beginning: 4,
  ending: 8,
  agents: agentIds.map((agent_id) => ({ agent_id })),
  ...overrides,
});

const missionBody = (operationId: number, sessions: object[]) => ({
  client_name: 'Dupont',
  client_email: 'dupont@example.fr',
  adresse: '1 rue de la Paix, 75002 Paris',
  appartement: '3B',
  operation_id: operationId,
  comments: 'Sonner deux fois',
  sessions,
});

interface MissionData {
  id: number;
  lead_agent_id: number | null;
  mission_type: string;
  is_multi_agent: boolean;
  is_multi_session: boolean;
  total_sessions: number;
  total_agents: number;
  total_duration: number;
  client_name: string;
  status: string;
  sessions: {
    session_id: number;
    date: string;
    beginning: number;
    ending: number;
    session_status: string;
    notes: string | null;
    agents: { agent_id: number; role: string; is_lead: boolean }[];
  }[];
}

async function createMission(setupValue: Setup, sessions: object[]): Promise<MissionData> {
  const response = await call(
    app,
    'POST',
    '/api/rdv-unified',
    setupValue.company,
    missionBody(setupValue.operationId, sessions),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: MissionData }>().data;
}

async function sessionRowsOfAgent(companyId: number, agentId: number) {
  return app.db
    .select()
    .from(sessionAgents)
    .where(and(eq(sessionAgents.companyId, companyId), eq(sessionAgents.agentId, agentId)));
}

describe('POST /api/rdv-unified', () => {
  it('refuses bad input with the spec messages and creates nothing', async () => {
    const value = await setup(1);
    const cases: [object, string][] = [
      [
        { ...missionBody(value.operationId, [session(value.agentIds)]), client_name: ' ' },
        m.clientNameAndAddressRequired,
      ],
      [
        { ...missionBody(value.operationId, [session(value.agentIds)]), adresse: undefined },
        m.clientNameAndAddressRequired,
      ],
      [missionBody(value.operationId, [session(value.agentIds, { beginning: 36 })]), m.startSlotInvalid],
      [missionBody(value.operationId, [session(value.agentIds, { ending: 37 })]), m.endSlotInvalid],
      [
        missionBody(value.operationId, [session(value.agentIds, { beginning: 8, ending: 6 })]),
        m.endBeforeStart,
      ],
      [missionBody(value.operationId, [session(value.agentIds, { date: lastWeek()[0] })]), m.pastDate],
      [
        missionBody(value.operationId, [session(value.agentIds, { date: addDays(nextWeek()[0]!, 5) })]),
        m.weekendDate,
      ],
      [missionBody(value.operationId, [session([])]), m.sessionAgentRequired],
      [missionBody(value.operationId, []), m.sessionsRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, 'POST', '/api/rdv-unified', value.company, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const rows = await app.db.select().from(missions).where(eq(missions.companyId, value.company.id));
    expect(rows).toEqual([]);
  });

  it('creates a simple mission', async () => {
    const value = await setup(1);
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [session(value.agentIds)]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.created);
    const mission = response.json<{ data: MissionData }>().data;
    expect(mission).toMatchObject({
      client_name: 'Dupont',
      mission_type: 'simple',
      is_multi_agent: false,
      is_multi_session: false,
      total_sessions: 1,
      total_agents: 1,
      total_duration: 4,
      lead_agent_id: value.agentIds[0],
      status: 'planned',
    });
    expect(mission.sessions[0]).toMatchObject({
      date: nextWeek()[0],
      beginning: 4,
      ending: 8,
      session_status: 'planned',
    });
  });

  it('a multi-agent mission is led by the creator (its first agent) unless another is marked lead', async () => {
    const value = await setup(3);
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [session(value.agentIds)]),
    );
    expect(response.json().message).toBe(m.multiAgentCreated);
    const mission = response.json<{ data: MissionData }>().data;
    expect(mission.mission_type).toBe('multi_agent');
    expect(mission.lead_agent_id).toBe(value.agentIds[0]);
    expect(mission.sessions[0]!.agents.filter((agent) => agent.is_lead)).toEqual([
      { agent_id: value.agentIds[0], role: "Chef d'équipe", is_lead: true },
    ]);
    const marked = await createMission(value, [
      session(value.agentIds.slice(0, 2), {
        date: nextWeek()[1],
        agents: [{ agent_id: value.agentIds[0] }, { agent_id: value.agentIds[1], is_lead: true }],
      }),
    ]);
    expect(marked.lead_agent_id).toBe(value.agentIds[1]);
  });

  it('creates a multi-session mission, sessions in date order', async () => {
    const value = await setup(1);
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [
        session(value.agentIds, { date: nextWeek()[2], beginning: 0, ending: 2 }),
        session(value.agentIds, { date: nextWeek()[1] }),
      ]),
    );
    expect(response.json().message).toBe(m.multiSessionCreated);
    const mission = response.json<{ data: MissionData }>().data;
    expect(mission).toMatchObject({ mission_type: 'multi_session', total_sessions: 2, total_duration: 6 });
    expect(mission.sessions.map((entry) => entry.date)).toEqual([nextWeek()[1], nextWeek()[2]]);
  });

  it("refuses an overlap with the agent's other session (409, spec message); touching sessions are fine", async () => {
    const value = await setup(1);
    await createMission(value, [session(value.agentIds, { beginning: 4, ending: 8 })]);
    const overlap = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [session(value.agentIds, { beginning: 7, ending: 10 })]),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe("Conflit d'horaire détecté avec un autre rendez-vous");
    await createMission(value, [session(value.agentIds, { beginning: 8, ending: 10 })]);
    // Two overlapping sessions inside one request are refused as well.
    const inside = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [
        session(value.agentIds, { date: nextWeek()[3], beginning: 0, ending: 4 }),
        session(value.agentIds, { date: nextWeek()[3], beginning: 2, ending: 6 }),
      ]),
    );
    expect(inside.statusCode).toBe(409);
    expect(await sessionRowsOfAgent(value.company.id, value.agentIds[0]!)).toHaveLength(2);
  });

  it('50 parallel creations of overlapping sessions for one agent: exactly one succeeds, no overlap', async () => {
    // PostgreSQL makes this meaningful: 50 transactions really race there (PGlite serialises them),
    // and only the exclusion constraint, not a read-then-write check, keeps one of them.
    const value = await setup(1);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_entry, index) =>
        call(
          app,
          'POST',
          '/api/rdv-unified',
          value.company,
          missionBody(value.operationId, [
            session(value.agentIds, {
              date: nextWeek()[4],
              beginning: 10 + (index % 3),
              ending: 14 + (index % 3),
            }),
          ]),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await sessionRowsOfAgent(value.company.id, value.agentIds[0]!)).toHaveLength(1);
    const orphans = await app.db.select().from(missions).where(eq(missions.companyId, value.company.id));
    expect(orphans).toHaveLength(1);
  });

  it("refuses an agent without the operation's qualifications, and creates nothing", async () => {
    const value = await setup(2);
    const roleId = (await buildQualification(app, value.company.id)).id;
    await app.db
      .insert(operationRoles)
      .values({ companyId: value.company.id, operationId: value.operationId, roleId });
    await grantQualification(app, value.company.id, value.agentIds[0]!, roleId);
    const refused = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [session([value.agentIds[1]!])]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(m.qualificationMissing);
    expect(await app.db.select().from(missions).where(eq(missions.companyId, value.company.id))).toEqual([]);
    await createMission(value, [session([value.agentIds[0]!])]);
  });

  it("a team must fill the operation's team requirements", async () => {
    const value = await setup(3);
    const [plumber, electrician] = [
      (await buildQualification(app, value.company.id, 'Plombier')).id,
      (await buildQualification(app, value.company.id)).id,
    ];
    await app.db
      .update(operations)
      .set({ supportsTeams: true, minTeamSize: 2 })
      .where(and(eq(operations.companyId, value.company.id), eq(operations.id, value.operationId)));
    await app.db.insert(operationTeamRequirements).values([
      { companyId: value.company.id, operationId: value.operationId, roleId: plumber, priorityOrder: 1 },
      { companyId: value.company.id, operationId: value.operationId, roleId: electrician, priorityOrder: 2 },
    ]);
    await grantQualification(app, value.company.id, value.agentIds[0]!, plumber);
    await grantQualification(app, value.company.id, value.agentIds[0]!, electrician);
    await grantQualification(app, value.company.id, value.agentIds[1]!, plumber);
    for (const team of [[value.agentIds[0]!], [value.agentIds[0]!, value.agentIds[2]!]]) {
      const refused = await call(
        app,
        'POST',
        '/api/rdv-unified',
        value.company,
        missionBody(value.operationId, [session(team)]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(m.teamIncomplete);
    }
    // The first agent counts as the electrician, the second as the plumber.
    await createMission(value, [session([value.agentIds[0]!, value.agentIds[1]!])]);
  });

  it("another company's agent or operation answers 404 and creates nothing", async () => {
    const value = await setup(1);
    const other = await setup(1);
    const before = await snapshotCompanyRows(app, other.company.id);
    const foreignAgent = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(value.operationId, [session(other.agentIds)]),
    );
    expect(foreignAgent.statusCode).toBe(404);
    const foreignOperation = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      missionBody(other.operationId, [session(value.agentIds)]),
    );
    expect(foreignOperation.statusCode).toBe(404);
    expect(await app.db.select().from(missions).where(eq(missions.companyId, value.company.id))).toEqual([]);
    expect(await snapshotCompanyRows(app, other.company.id)).toBe(before);
  });
});

describe('POST /api/rdv-unified/agent/:id/week-range', () => {
  it("answers the agent's missions of the week asked, with all the agents of each session", async () => {
    const value = await setup(2);
    const mission = await createMission(value, [
      session(value.agentIds, { date: nextWeek()[0] }),
      session([value.agentIds[1]!], { date: nextWeek()[2] }),
    ]);
    await createMission(value, [session([value.agentIds[0]!], { date: addDays(nextWeek()[0]!, 7) })]);
    const thisWeek = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${value.agentIds[0]}/week-range?currentWeek=0`,
      value.company,
    );
    expect(thisWeek.statusCode).toBe(200);
    expect(thisWeek.json().data).toEqual([]);
    const response = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${value.agentIds[0]}/week-range?currentWeek=1`,
      value.company,
      {
        company_name: 'ignorée',
      },
    );
    const body = response.json<{
      success: boolean;
      data: (MissionData & { operation_name: string })[];
      week: { start: string };
    }>();
    expect(body.success).toBe(true);
    expect(body.week.start).toBe(nextWeek()[0]);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: mission.id, operation_name: 'Entretien', total_sessions: 2 });
    // Only this agent's sessions, each with its whole team.
    expect(body.data[0]!.sessions).toHaveLength(1);
    expect(body.data[0]!.sessions[0]!.agents.map((agent) => agent.agent_id).sort()).toEqual(
      [...value.agentIds].sort(),
    );
    const second = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${value.agentIds[1]}/week-range?currentWeek=1`,
      value.company,
    );
    expect(second.json().data[0].sessions).toHaveLength(2);
  });

  it('reads a week in the same number of queries whatever its number of sessions (no query per session)', async () => {
    const value = await setup(2);
    await createMission(value, [session([value.agentIds[0]!])]);
    for (const [index, date] of nextWeek().entries()) {
      await createMission(value, [session(value.agentIds, { date, beginning: 20, ending: 22 + index })]);
    }
    const countQueries = async (agentId: number) => {
      const execute = vi.spyOn(app.db, 'execute');
      const select = vi.spyOn(app.db, 'select');
      const response = await call(
        app,
        'POST',
        `/api/rdv-unified/agent/${agentId}/week-range?currentWeek=1`,
        value.company,
      );
      const counts = {
        queries: execute.mock.calls.length + select.mock.calls.length,
        missions: response.json().data.length,
      };
      execute.mockRestore();
      select.mockRestore();
      return counts;
    };
    const busy = await countQueries(value.agentIds[0]!);
    const quiet = await countQueries(value.agentIds[1]!);
    expect(busy.missions).toBe(6);
    expect(quiet.missions).toBe(5);
    const empty = await setup(1);
    const none = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${empty.agentIds[0]}/week-range`,
      empty.company,
    );
    expect(none.json().data).toEqual([]);
    expect(busy.queries).toBe(quiet.queries);
    expect(busy.queries).toBeLessThanOrEqual(3);
  });

  it("refuses a bad week and another company's agent", async () => {
    const value = await setup(1);
    const other = await setup(1);
    const bad = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${value.agentIds[0]}/week-range?currentWeek=abc`,
      value.company,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(m.weekOffsetInvalid);
    const foreign = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${other.agentIds[0]}/week-range`,
      value.company,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('editing missions and sessions', () => {
  it('PUT /api/rdv-unified/:id changes the client fields, and with apply_to_all_sessions every session', async () => {
    const value = await setup(1);
    const mission = await createMission(value, [
      session(value.agentIds, { date: nextWeek()[0] }),
      session(value.agentIds, { date: nextWeek()[1] }),
    ]);
    const response = await call(app, 'PUT', `/api/rdv-unified/${mission.id}`, value.company, {
      client_name: 'Durand',
      status: 'completed',
      ending: 12,
      notes: 'Badge',
      apply_to_all_sessions: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: MissionData }>().data;
    expect(data).toMatchObject({ client_name: 'Durand', status: 'completed', total_duration: 16 });
    expect(data.sessions.map((entry) => [entry.ending, entry.notes])).toEqual([
      [12, 'Badge'],
      [12, 'Badge'],
    ]);
    // The agents' copies of the slots follow the session (the exclusion constraint reads them).
    const rows = await sessionRowsOfAgent(value.company.id, value.agentIds[0]!);
    expect(rows.map((row) => row.ending)).toEqual([12, 12]);
    const without = await call(app, 'PUT', `/api/rdv-unified/${mission.id}`, value.company, { ending: 20 });
    expect(without.json().data.sessions[0].ending).toBe(12);
    const bad = await call(app, 'PUT', `/api/rdv-unified/${mission.id}`, value.company, {
      beginning: 14,
      apply_to_all_sessions: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(m.endBeforeStart);
  });

  it("completing the mission's last open session from the back office completes the mission, as the agent app's 'Terminer'", async () => {
    const value = await setup(1);
    const mission = await createMission(value, [
      session(value.agentIds, { date: nextWeek()[0] }),
      session(value.agentIds, { date: nextWeek()[1] }),
      session(value.agentIds, { date: nextWeek()[2] }),
    ]);
    const [first, second, third] = mission.sessions.map((entry) => entry.session_id);
    const put = (sessionId: number, body: object) =>
      call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, value.company, body);
    expect((await put(third!, { session_status: 'cancelled' })).json().data.status).toBe(mission.status);
    const one = await put(first!, { session_status: 'completed' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.status).toBe(mission.status);
    // The second was the last open one: the cancelled one does not keep the mission open.
    const last = await put(second!, { session_status: 'completed' });
    expect(last.json<{ data: MissionData }>().data).toMatchObject({
      status: 'completed',
      sessions: [
        { session_id: first, session_status: 'completed' },
        { session_id: second, session_status: 'completed' },
        { session_id: third, session_status: 'cancelled' },
      ],
    });
  });

  it('a status applied to every session leaves a cancelled one cancelled, and completes the mission unless the edit sets its status', async () => {
    const value = await setup(1);
    const create = () =>
      createMission(value, [
        session(value.agentIds, { date: nextWeek()[0], beginning: 0, ending: 2 }),
        session(value.agentIds, { date: nextWeek()[1], beginning: 0, ending: 2 }),
      ]);
    const mission = await create();
    const cancelled = mission.sessions[1]!.session_id;
    await call(app, 'PUT', `/api/rdv-unified/sessions/${cancelled}`, value.company, {
      session_status: 'cancelled',
    });
    const all = await call(app, 'PUT', `/api/rdv-unified/${mission.id}`, value.company, {
      session_status: 'completed',
      notes: 'Fait',
      apply_to_all_sessions: true,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ data: MissionData }>().data).toMatchObject({
      status: 'completed',
      sessions: [
        { session_status: 'completed', notes: 'Fait' },
        { session_status: 'cancelled', notes: 'Fait' },
      ],
    });
    // The planner sets the mission's status in the same edit: theirs is kept.
    const other = await createMission(value, [
      session(value.agentIds, { date: nextWeek()[2], beginning: 0, ending: 2 }),
    ]);
    const kept = await call(app, 'PUT', `/api/rdv-unified/${other.id}`, value.company, {
      status: 'in_progress',
      session_status: 'completed',
      apply_to_all_sessions: true,
    });
    expect(kept.json<{ data: MissionData }>().data).toMatchObject({
      status: 'in_progress',
      sessions: [{ session_status: 'completed' }],
    });
  });

  it('PUT /api/rdv-unified/sessions/:id changes one session and refuses an overlap', async () => {
    const value = await setup(1);
    const first = await createMission(value, [session(value.agentIds, { beginning: 0, ending: 4 })]);
    const second = await createMission(value, [session(value.agentIds, { beginning: 10, ending: 12 })]);
    const sessionId = second.sessions[0]!.session_id;
    const ok = await call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, value.company, {
      beginning: 6,
      session_status: 'in_progress',
      client_name: 'Martin',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      client_name: 'Martin',
      sessions: [{ beginning: 6, session_status: 'in_progress' }],
    });
    // As the agent app's 'Démarrer' and 'Terminer': the status stamps its time, the first one kept.
    const progressTimes = async () => {
      const [row] = await app.db
        .select({ startedAt: missionSessions.startedAt, completedAt: missionSessions.completedAt })
        .from(missionSessions)
        .where(eq(missionSessions.id, sessionId));
      return row!;
    };
    const started = await progressTimes();
    expect(started.startedAt).toBeInstanceOf(Date);
    expect(started.completedAt).toBeNull();
    const done = await call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, value.company, {
      session_status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = await progressTimes();
    expect(completed.startedAt).toEqual(started.startedAt);
    expect(completed.completedAt).toBeInstanceOf(Date);
    const conflict = await call(app, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, value.company, {
      beginning: 3,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe(m.conflict);
    const past = await call(
      app,
      'PUT',
      `/api/rdv-unified/sessions/${first.sessions[0]!.session_id}`,
      value.company,
      {
        date: lastWeek()[0],
      },
    );
    expect(past.json().error).toBe(m.pastDate);
  });

  it('POST /sessions/:id/move moves a session, with the same rules', async () => {
    const value = await setup(1);
    await createMission(value, [session(value.agentIds, { date: nextWeek()[1], beginning: 0, ending: 4 })]);
    const mission = await createMission(value, [session(value.agentIds)]);
    const url = `/api/rdv-unified/sessions/${mission.sessions[0]!.session_id}/move`;
    const moved = await call(app, 'POST', url, value.company, {
      new_date: nextWeek()[1],
      new_beginning: 4,
      new_ending: 6,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(m.sessionMoved);
    expect(moved.json().data.sessions[0]).toMatchObject({ date: nextWeek()[1], beginning: 4, ending: 6 });
    const rows = await sessionRowsOfAgent(value.company.id, value.agentIds[0]!);
    expect(rows.map((row) => row.date).sort()).toEqual([nextWeek()[1], nextWeek()[1]]);
    const conflict = await call(app, 'POST', url, value.company, {
      new_date: nextWeek()[1],
      new_beginning: 3,
      new_ending: 6,
    });
    expect(conflict.statusCode).toBe(409);
    const past = await call(app, 'POST', url, value.company, {
      new_date: lastWeek()[1],
      new_beginning: 4,
      new_ending: 6,
    });
    expect(past.json().error).toBe(m.pastDate);
  });

  it('POST /sessions/:id/switch-agent hands a place over; the new agent must be free and qualified', async () => {
    const value = await setup(3);
    const busy = await createMission(value, [session([value.agentIds[2]!])]);
    const mission = await createMission(value, [
      session([value.agentIds[0]!], { beginning: 10, ending: 12 }),
    ]);
    const url = `/api/rdv-unified/sessions/${mission.sessions[0]!.session_id}/switch-agent`;
    const switched = await call(app, 'POST', url, value.company, {
      current_agent_id: value.agentIds[0],
      new_agent_id: value.agentIds[1],
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({
      lead_agent_id: value.agentIds[1],
      sessions: [{ agents: [{ agent_id: value.agentIds[1], is_lead: true }] }],
    });
    const notThere = await call(app, 'POST', url, value.company, {
      current_agent_id: value.agentIds[0],
      new_agent_id: value.agentIds[2],
    });
    expect(notThere.statusCode).toBe(404);
    // Agent 3 is busy at 4-8 on that day: moving mission 2 onto it and then switching conflicts.
    await call(
      app,
      'POST',
      `/api/rdv-unified/sessions/${mission.sessions[0]!.session_id}/move`,
      value.company,
      {
        new_date: busy.sessions[0]!.date,
        new_beginning: 6,
        new_ending: 9,
      },
    );
    const conflict = await call(app, 'POST', url, value.company, {
      current_agent_id: value.agentIds[1],
      new_agent_id: value.agentIds[2],
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe(m.conflict);
  });

  it('POST /sessions/:id/switch-agent with new hours hands over and moves in one change (a drop in the team day)', async () => {
    const value = await setup(3);
    const [first, second] = value.agentIds as [number, number];
    const dropped = await createMission(value, [session([first], { beginning: 8, ending: 12 })]);
    // Each agent is busy where the other one's step would pass: the second at the old hours, the
    // first at the new ones. Two calls, in either order, would be refused.
    await createMission(value, [session([second], { beginning: 8, ending: 12 })]);
    await createMission(value, [session([first], { beginning: 20, ending: 24 })]);
    const sessionId = dropped.sessions[0]!.session_id;
    const date = dropped.sessions[0]!.date;
    const url = `/api/rdv-unified/sessions/${sessionId}/switch-agent`;

    const incomplete = await call(app, 'POST', url, value.company, {
      current_agent_id: first,
      new_agent_id: second,
      new_beginning: 20,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toBe(m.moveIncomplete);

    const moved = await call(app, 'POST', url, value.company, {
      current_agent_id: first,
      new_agent_id: second,
      new_date: date,
      new_beginning: 20,
      new_ending: 24,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(m.sessionMoved);
    expect(moved.json().data).toMatchObject({
      lead_agent_id: second,
      sessions: [{ beginning: 20, ending: 24, agents: [{ agent_id: second, is_lead: true }] }],
    });
    const beginningsOf = async (agentId: number) =>
      (await sessionRowsOfAgent(value.company.id, agentId))
        .map((row) => row.beginning)
        .toSorted((a, b) => a - b);
    expect(await beginningsOf(second)).toEqual([8, 20]);
    expect(await beginningsOf(first)).toEqual([20]);

    // Back to the first agent at hours where it is busy: refused, and nothing changes.
    const refused = await call(app, 'POST', url, value.company, {
      current_agent_id: second,
      new_agent_id: first,
      new_date: date,
      new_beginning: 21,
      new_ending: 23,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(m.conflict);
    expect(await beginningsOf(second)).toEqual([8, 20]);
    expect(await beginningsOf(first)).toEqual([20]);
  });

  it('POST /:id/switch-leader and DELETE /sessions/:id/agents/:agentId keep one lead per session', async () => {
    const value = await setup(3);
    const mission = await createMission(value, [session(value.agentIds)]);
    const sessionId = mission.sessions[0]!.session_id;
    const switched = await call(app, 'POST', `/api/rdv-unified/${mission.id}/switch-leader`, value.company, {
      new_leader_agent_id: value.agentIds[2],
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.lead_agent_id).toBe(value.agentIds[2]);
    const leads = () =>
      app.db
        .select({ agentId: sessionAgents.agentId })
        .from(sessionAgents)
        .where(
          and(
            eq(sessionAgents.companyId, value.company.id),
            eq(sessionAgents.sessionId, sessionId),
            eq(sessionAgents.isLead, true),
          ),
        );
    expect(await leads()).toEqual([{ agentId: value.agentIds[2] }]);
    // The lead leaves: leadership passes on.
    const removed = await call(
      app,
      'DELETE',
      `/api/rdv-unified/sessions/${sessionId}/agents/${value.agentIds[2]}`,
      value.company,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await leads()).toHaveLength(1);
    expect((await leads())[0]!.agentId).not.toBe(value.agentIds[2]);
    expect(removed.json().data.total_agents).toBe(2);
    await call(
      app,
      'DELETE',
      `/api/rdv-unified/sessions/${sessionId}/agents/${value.agentIds[1]}`,
      value.company,
    );
    const alone = await call(
      app,
      'DELETE',
      `/api/rdv-unified/sessions/${sessionId}/agents/${value.agentIds[0]}`,
      value.company,
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toBe(
      "Impossible de vous retirer d'une session où vous êtes le seul agent. Utilisez 'Supprimer la session' à la place.",
    );
    const outsider = await call(app, 'POST', `/api/rdv-unified/${mission.id}/switch-leader`, value.company, {
      new_leader_agent_id: value.agentIds[1],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error).toBe(m.leaderNotInMission);
  });

  it('POST /:id/add-sessions adds sessions after the others', async () => {
    const value = await setup(1);
    const mission = await createMission(value, [session(value.agentIds)]);
    const url = `/api/rdv-unified/${mission.id}/add-sessions`;
    const empty = await call(app, 'POST', url, value.company, { sessions: [] });
    expect(empty.json().error).toBe('Veuillez ajouter au moins une session');
    const added = await call(app, 'POST', url, value.company, {
      sessions: [session(value.agentIds, { date: nextWeek()[3], notes: 'Deuxième passage' })],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ mission_type: 'multi_session', total_sessions: 2 });
    const conflict = await call(app, 'POST', url, value.company, {
      sessions: [session(value.agentIds, { date: nextWeek()[3] })],
    });
    expect(conflict.statusCode).toBe(409);
  });

  it('DELETE /sessions/:id answers rdv_deleted when it was the last; DELETE /:id deletes the mission', async () => {
    const value = await setup(1);
    const mission = await createMission(value, [
      session(value.agentIds, { date: nextWeek()[0] }),
      session(value.agentIds, { date: nextWeek()[1] }),
    ]);
    const first = await call(
      app,
      'DELETE',
      `/api/rdv-unified/sessions/${mission.sessions[0]!.session_id}`,
      value.company,
    );
    expect(first.json().data.rdv_deleted).toBe(false);
    const last = await call(
      app,
      'DELETE',
      `/api/rdv-unified/sessions/${mission.sessions[1]!.session_id}`,
      value.company,
    );
    expect(last.json().data.rdv_deleted).toBe(true);
    expect(await app.db.select().from(missions).where(eq(missions.companyId, value.company.id))).toEqual([]);
    const again = await call(
      app,
      'DELETE',
      `/api/rdv-unified/sessions/${mission.sessions[1]!.session_id}`,
      value.company,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('RDV_NOT_FOUND');

    const whole = await createMission(value, [
      session(value.agentIds),
      session(value.agentIds, { date: nextWeek()[2] }),
    ]);
    const deleted = await call(app, 'DELETE', `/api/rdv-unified/${whole.id}`, value.company);
    expect(deleted.statusCode).toBe(200);
    expect(
      await app.db.select().from(missionSessions).where(eq(missionSessions.companyId, value.company.id)),
    ).toEqual([]);
    const gone = await call(app, 'DELETE', `/api/rdv-unified/${whole.id}`, value.company);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('RDV_NOT_FOUND');
  });

  it('an agent on a session cannot be deleted (409), and can once taken off', async () => {
    const value = await setup(1);
    const mission = await createMission(value, [session(value.agentIds)]);
    const refused = await call(app, 'POST', '/agents/delete', value.company, { id: value.agentIds[0] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(m.agentHasSessions);
    await call(app, 'DELETE', `/api/rdv-unified/${mission.id}`, value.company);
    expect(
      (await call(app, 'POST', '/agents/delete', value.company, { id: value.agentIds[0] })).statusCode,
    ).toBe(200);
  });

  it("another company's mission, session and agent ids answer 404 and change nothing", async () => {
    const value = await setup(2);
    const other = await setup(2);
    const mission = await createMission(other, [session(other.agentIds)]);
    const sessionId = mission.sessions[0]!.session_id;
    const before = await snapshotCompanyRows(app, other.company.id);
    const own = await createMission(value, [session(value.agentIds)]);
    const requests: [Parameters<typeof call>[1], string, object?][] = [
      ['PUT', `/api/rdv-unified/${mission.id}`, { client_name: 'Volé' }],
      ['PUT', `/api/rdv-unified/sessions/${sessionId}`, { notes: 'Volé' }],
      [
        'POST',
        `/api/rdv-unified/sessions/${sessionId}/move`,
        { new_date: nextWeek()[2], new_beginning: 0, new_ending: 2 },
      ],
      [
        'POST',
        `/api/rdv-unified/sessions/${sessionId}/switch-agent`,
        { current_agent_id: other.agentIds[0], new_agent_id: value.agentIds[0] },
      ],
      [
        'POST',
        `/api/rdv-unified/sessions/${own.sessions[0]!.session_id}/switch-agent`,
        { current_agent_id: value.agentIds[0], new_agent_id: other.agentIds[0] },
      ],
      ['POST', `/api/rdv-unified/${mission.id}/switch-leader`, { new_leader_agent_id: other.agentIds[1] }],
      ['POST', `/api/rdv-unified/${own.id}/switch-leader`, { new_leader_agent_id: other.agentIds[1] }],
      [
        'POST',
        `/api/rdv-unified/${mission.id}/add-sessions`,
        { sessions: [session(value.agentIds, { date: nextWeek()[3] })] },
      ],
      [
        'POST',
        `/api/rdv-unified/${own.id}/add-sessions`,
        { sessions: [session(other.agentIds, { date: nextWeek()[3] })] },
      ],
      ['DELETE', `/api/rdv-unified/sessions/${sessionId}/agents/${other.agentIds[1]}`],
      ['DELETE', `/api/rdv-unified/sessions/${sessionId}`],
      ['DELETE', `/api/rdv-unified/${mission.id}`],
    ];
    for (const [method, url, payload] of requests) {
      const response = await call(app, method, url, value.company, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    }
    expect(await snapshotCompanyRows(app, other.company.id)).toBe(before);
  });

  it('the database refuses overlapping rows even without the service (exclusion constraint)', async () => {
    const value = await setup(1);
    const mission = await createMission(value, [session(value.agentIds, { beginning: 0, ending: 4 })]);
    const [row] = await app.db
      .insert(missionSessions)
      .values({
        companyId: value.company.id,
        missionId: mission.id,
        date: nextWeek()[0]!,
        beginning: 3,
        ending: 5,
      })
      .returning();
    const insertAgent = app.db.insert(sessionAgents).values({
      companyId: value.company.id,
      sessionId: row!.id,
      agentId: value.agentIds[0]!,
      date: row!.date,
      beginning: row!.beginning,
      ending: row!.ending,
    });
    await expect(insertAgent).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    await app.db.execute(
      sql`delete from mission_sessions where company_id = ${value.company.id} and id = ${row!.id}`,
    );
  });
});
