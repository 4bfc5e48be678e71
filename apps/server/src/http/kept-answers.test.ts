import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { addDays, parisDateOf, workWeekAt } from '@tourneo/domain';
import {
  buildCompany,
  createTestApp,
  getTestNotifications,
  signIn,
  type TestCompany,
} from '../test/test-app.ts';
import { call } from '../test/call.ts';
import { buildAgent } from '../test/factories/agents.ts';
import { buildClient } from '../test/factories/clients.ts';
import { buildMission } from '../test/factories/missions.ts';
import { queryRows } from '../db/queries.ts';
import { ANSWER_CHANGES_CHANNEL, ANSWER_TABLES } from './kept-answers.ts';

/*
 * The hottest reads' answers are kept by each server (decision 0046) and forgotten on the
 * database's notification of a change to a table they read (migration 0044), or at once when a
 * request of the company through this server may have written. On one app and both engines: the
 * kept answer is the one read afresh; a write through the server, a change behind it (after its
 * notification has arrived: `sync`), on each table a route reads, is in the next answer; a change to
 * a table the route does not read, another company's change and a read keep the answer (counted by
 * the caches' loads). Two servers on PostgreSQL: production/kept-answers.test.ts.
 */

let app: FastifyInstance;
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app);
  other = await buildCompany(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const AGENTS = 'POST /agents/get-all';
const CLIENTS = 'POST /client/get-all';
const WEEK = 'POST /api/rdv-unified/agent/:id/week-range';
const TEAM_DAY = 'POST /api/rdv-unified/team-day';
const cacheOf = (route: string) => app.keptAnswers.caches.get(route)!;
const loadsOf = (route: string) => cacheOf(route).loads;
/** Until the notifications of what was committed before have reached the app. */
const notified = async () => (await getTestNotifications()).sync();
const run = async (statement: ReturnType<typeof sql>) => {
  await app.db.execute(statement);
  await notified();
};

async function answerOf(url: string, as = company, body: unknown = {}) {
  const response = await call(app, 'POST', url, as, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ success: true; data: unknown[] } & Record<string, unknown>>();
}

/** Reads `url` twice: the second answer comes from memory, and equals the first. */
async function expectKept(route: string, url: string, as = company, body: unknown = {}) {
  const first = await answerOf(url, as, body);
  const loads = loadsOf(route);
  const second = await answerOf(url, as, body);
  expect(loadsOf(route), `${url}: the second read is answered from memory`).toBe(loads);
  expect(second).toEqual(first);
  return second;
}

/** The agents list is an array. */
const agentsOf = (answer: unknown) => answer as { id: number; name: string; role_ids: number[] }[];
const agentNames = (answer: unknown) => agentsOf(answer).map((agent) => agent.name);

describe('kept answers: the agents list', () => {
  it('is kept, and a write through this server is in the very next answer', async () => {
    const agent = await buildAgent(app, company.id, { name: 'Alice Martin' });
    await notified();
    expect(agentNames(await expectKept(AGENTS, '/agents/get-all'))).toEqual(['Alice Martin']);
    const removed = await call(app, 'POST', '/agents/delete', company, { id: agent.id });
    expect(removed.statusCode, removed.body).toBe(200);
    // No wait: the server that wrote forgot before answering.
    expect(agentNames(await answerOf('/agents/get-all'))).toEqual([]);
  });

  it('a change behind the server, on each table the list reads, is in the next answer once notified', async () => {
    const agent = await buildAgent(app, company.id, { name: 'Bruno Petit' });
    await notified();
    await expectKept(AGENTS, '/agents/get-all');
    await run(
      sql`update agents set name = 'Bruno Grand' where company_id = ${company.id} and id = ${agent.id}`,
    );
    expect(agentNames(await expectKept(AGENTS, '/agents/get-all'))).toContain('Bruno Grand');
    const [role] = await queryRows<{ id: number }>(
      app.db,
      sql`insert into roles (company_id, name) values (${company.id}, 'Plombier') returning id`,
    );
    await notified();
    await expectKept(AGENTS, '/agents/get-all');
    await run(
      sql`insert into agent_roles (company_id, agent_id, role_id) values (${company.id}, ${agent.id}, ${role!.id})`,
    );
    const answer = await expectKept(AGENTS, '/agents/get-all');
    expect(agentsOf(answer).find((row) => row.id === agent.id)?.role_ids).toEqual([role!.id]);
  });

  it("a change to a table it does not read, another company's change and reads keep it", async () => {
    await buildAgent(app, other.id);
    await notified();
    await expectKept(AGENTS, '/agents/get-all');
    await expectKept(AGENTS, '/agents/get-all', other);
    const loads = loadsOf(AGENTS);
    await buildClient(app, company.id);
    await notified();
    await run(sql`update agents set adresse = '2 rue Oberkampf' where company_id = ${other.id}`);
    // Reads of the company (a role may read them): nothing is forgotten.
    expect((await call(app, 'POST', '/roles/get-all', company, {})).statusCode).toBe(200);
    await answerOf('/client/get-all');
    await answerOf('/agents/get-all');
    expect(loadsOf(AGENTS), 'the company’s list is still kept').toBe(loads);
    await answerOf('/agents/get-all', other);
    expect(loadsOf(AGENTS), 'the other company’s list was read again').toBe(loads + 1);
  });

  it('a write of the company that does not touch agents still forgets (the server cannot tell what it wrote)', async () => {
    await expectKept(AGENTS, '/agents/get-all');
    const loads = loadsOf(AGENTS);
    const created = await call(app, 'POST', '/roles/create', company, { name: `Couvreur ${Date.now()}` });
    expect(created.statusCode, created.body).toBe(201);
    await answerOf('/agents/get-all');
    expect(loadsOf(AGENTS)).toBe(loads + 1);
  });

  it("'*' (a TRUNCATE's) forgets every company's answers of that table", async () => {
    await expectKept(AGENTS, '/agents/get-all');
    await expectKept(AGENTS, '/agents/get-all', other);
    const loads = loadsOf(AGENTS);
    await run(sql`select pg_notify(${ANSWER_CHANGES_CHANNEL}, '*:agents')`);
    await answerOf('/agents/get-all');
    await answerOf('/agents/get-all', other);
    expect(loadsOf(AGENTS)).toBe(loads + 2);
  });
});

describe('kept answers: the clients list', () => {
  it('a client added, booked, or handed to a planner behind the server: the next page and totals show it', async () => {
    await expectKept(CLIENTS, '/client/get-all', company, { planification: 'tous' });
    const client = await buildClient(app, company.id, { name: 'Zola' });
    await notified();
    const added = await expectKept(CLIENTS, '/client/get-all', company, { planification: 'a-planifier' });
    expect(added.data.some((row) => (row as { id: number }).id === client.id)).toBe(true);
    const toCall = await expectKept(CLIENTS, '/client/get-all', company, { planification: 'a-appeler' });
    expect(toCall.totalCount).toBe(0);
    await run(sql`insert into automation_client_steps (company_id, client_id, handed_off_at)
      values (${company.id}, ${client.id}, now())`);
    const handedOff = await expectKept(CLIENTS, '/client/get-all', company, { planification: 'a-appeler' });
    expect(handedOff.totalCount).toBe(1);
    await buildMission(app, company.id, { clientId: client.id, clientName: 'Zola' });
    await notified();
    const scheduled = await expectKept(CLIENTS, '/client/get-all', company, { planification: 'planifies' });
    expect(scheduled.data.map((row) => (row as { id: number }).id)).toContain(client.id);
    await run(sql`update operations set name = 'Ramonage' where company_id = ${company.id}`);
    const renamed = await expectKept(CLIENTS, '/client/get-all', company, { planification: 'planifies' });
    expect(JSON.stringify(renamed.data)).toContain('Ramonage');
  });
});

describe('kept answers: an agent week', () => {
  it('a session added behind the server is in the next answer; the same request reads another week after a Monday', async () => {
    const agent = await buildAgent(app, company.id);
    const monday = workWeekAt(parisDateOf(new Date()), 1).start;
    const url = `/api/rdv-unified/agent/${agent.id}/week-range?currentWeek=1`;
    await notified();
    expect((await expectKept(WEEK, url)).data).toEqual([]);
    await buildMission(app, company.id, {}, { date: monday, agentIds: [agent.id] });
    await notified();
    expect((await expectKept(WEEK, url)).data).toHaveLength(1);
    await run(sql`update mission_sessions set session_status = 'completed' where company_id = ${company.id}`);
    expect(JSON.stringify((await expectKept(WEEK, url)).data)).toContain('completed');
    // A week later the same request is about the week after: not the answer kept. That Tuesday may
    // be beyond the session's lifetime (8 days ahead on a Monday): sign in again at that hour.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(`${addDays(monday, 1)}T10:00:00Z`));
    const later = await expectKept(WEEK, url, await signIn(app, company));
    expect((later.week as { start: string }).start).toBe(addDays(monday, 7));
    expect(later.data).toEqual([]);
  });

  it("the team's day: a session added, then its agent renamed, behind the server: in the next answer", async () => {
    const agent = await buildAgent(app, company.id, { name: 'Inès Roux' });
    const date = workWeekAt(parisDateOf(new Date()), 2).start;
    await notified();
    const empty = await expectKept(TEAM_DAY, '/api/rdv-unified/team-day', company, { date });
    expect(empty.data).toEqual([]);
    await buildMission(app, company.id, {}, { date, agentIds: [agent.id] });
    await notified();
    const planned = await expectKept(TEAM_DAY, '/api/rdv-unified/team-day', company, { date });
    expect(planned.data).toHaveLength(1);
    await run(
      sql`update agents set name = 'Inès Blanc' where company_id = ${company.id} and id = ${agent.id}`,
    );
    const renamed = await expectKept(TEAM_DAY, '/api/rdv-unified/team-day', company, { date });
    expect(JSON.stringify(renamed.data)).toContain('Inès Blanc');
    expect(JSON.stringify(renamed.agents)).toContain('Inès Blanc');
  });

  it("another company's agent stays a 404, kept or not", async () => {
    const agent = await buildAgent(app, other.id);
    for (let read = 0; read < 2; read += 1) {
      const response = await call(
        app,
        'POST',
        `/api/rdv-unified/agent/${agent.id}/week-range?currentWeek=0`,
        company,
      );
      expect(response.statusCode).toBe(404);
    }
  });
});

it('every table the kept answers may read announces its changes (insert, update, delete, truncate)', async () => {
  const triggers = await queryRows<{ table: string; count: number }>(
    app.db,
    sql`select c.relname as table, count(*)::int as count from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname in ('notify_answer_changes', 'notify_answer_truncated') group by 1 order by 1`,
  );
  expect(triggers).toEqual([...ANSWER_TABLES].sort().map((table) => ({ table, count: 4 })));
  expect([...app.keptAnswers.caches.keys()].sort()).toEqual([WEEK, TEAM_DAY, CLIENTS, AGENTS].sort());
});

it('a body nested too deep to be a key is answered (ignored credentials) or refused, never a 5xx', async () => {
  const nested = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  for (const url of ['/agents/get-all', '/client/get-all']) {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: nested,
      headers: { cookie: company.cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  }
});

it('KEPT_ANSWERS=false: every read reads the database, even a change no notification announced', async () => {
  const reading = await createTestApp({ keptAnswers: false });
  try {
    expect(reading.keptAnswers.caches.size).toBe(0);
    const agent = await buildAgent(reading, company.id, { name: 'Hugo Lent' });
    const names = async () =>
      agentNames((await call(reading, 'POST', '/agents/get-all', company, {})).json());
    expect(await names()).toContain('Hugo Lent');
    // Behind the triggers: only a read of the database can see it.
    await reading.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update agents set name = 'Hugo Rapide' where company_id = ${company.id} and id = ${agent.id}`,
      );
    });
    expect(await names()).toContain('Hugo Rapide');
  } finally {
    await reading.close();
  }
});
