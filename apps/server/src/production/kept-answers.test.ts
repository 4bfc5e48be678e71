import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parisDateOf, workWeekAt } from '@tourneo/domain';
import { agents, missionSessions, missions, sessionAgents } from '../db/schema/index.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { postAs, until, useTwoServers } from '../test/two-servers.ts';
import { registerCompanyThrough } from '../test/load.ts';

/*
 * The hottest reads' answers are kept by each server (http/kept-answers.ts, decision 0046). Two
 * server processes on one PostgreSQL, kept an hour (SESSION_CACHE_SECONDS=3600) so that only the
 * database's notifications (migration 0044) or the server's own writes can end an answer: a row
 * added behind the triggers is not shown until a notification; a write through one server is in its
 * own next answer at once and in the other's once notified; a change by hand reaches both; another
 * company's change keeps the answers. The waits only catch a hang (a notification that never comes).
 */

describe.runIf(process.env.TEST_DB === 'postgres')('the kept answers of two server processes', () => {
  const servers = useTwoServers('kept_answers');
  const post = postAs;

  const agentNamesOn = async (server: ServerProcess, cookie: string) => {
    const answer = await post(server, '/agents/get-all', cookie, {});
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { name: string }[]).map((agent) => agent.name).join(', ');
  };
  const weekOn = async (server: ServerProcess, cookie: string, agentId: number) => {
    const answer = await post(
      server,
      `/api/rdv-unified/agent/${agentId}/week-range?currentWeek=1`,
      cookie,
      {},
    );
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { data: { status: string }[] }).data
      .map((mission) => mission.status)
      .join(', ');
  };
  const createAgent = async (server: ServerProcess, cookie: string, name: string) => {
    const created = await post(server, '/agents/create', cookie, {
      name,
      postal_code: '75011',
      adresse: '1 rue Oberkampf',
    });
    expect(created.status, created.body).toBe(201);
    return (JSON.parse(created.body) as { agent: { id: number } }).agent.id;
  };

  it('the server answers from memory: an agent added behind the triggers is not listed, until a notification', async () => {
    const { cookie, companyId } = await registerCompanyThrough(servers.a.baseUrl, 'Gardé');
    await createAgent(servers.a, cookie, 'Alice');
    for (const server of [servers.a, servers.b]) {
      await until(() => agentNamesOn(server, cookie), 'Alice');
    }
    await servers.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .insert(agents)
        .values({ companyId, name: 'Bruno', postalCode: '75011', adresse: '2 rue Oberkampf' });
    });
    expect(await agentNamesOn(servers.b, cookie)).toBe('Alice');
    // A notification of a table the list does not read keeps it.
    await servers.handle.db.execute(sql`select pg_notify('answer_changes', ${`c:${companyId}:clients`})`);
    expect(await agentNamesOn(servers.b, cookie)).toBe('Alice');
    await servers.handle.db.execute(sql`select pg_notify('answer_changes', ${`c:${companyId}:agents`})`);
    await until(() => agentNamesOn(servers.b, cookie), 'Alice, Bruno');
  });

  it('an agent created through one server: listed at once by it, once notified by the other', async () => {
    const { cookie } = await registerCompanyThrough(servers.a.baseUrl, 'Liste');
    const other = await registerCompanyThrough(servers.a.baseUrl, 'Voisine');
    for (const server of [servers.a, servers.b, servers.a, servers.b]) {
      expect(await agentNamesOn(server, cookie)).toBe('');
    }
    await createAgent(servers.b, cookie, 'Chloé');
    expect(await agentNamesOn(servers.b, cookie)).toBe('Chloé');
    await until(() => agentNamesOn(servers.a, cookie), 'Chloé');
    // Another company's agent changes nothing here.
    await createAgent(servers.a, other.cookie, 'Denis');
    expect(await agentNamesOn(servers.b, other.cookie)).toBe('Denis');
    for (const server of [servers.a, servers.b]) {
      expect(await agentNamesOn(server, cookie)).toBe('Chloé');
    }
  });

  it("an agent's week changed by hand (a session added, then completed): both servers follow", async () => {
    const { cookie, companyId } = await registerCompanyThrough(servers.a.baseUrl, 'Semaine');
    const agentId = await createAgent(servers.a, cookie, 'Émile');
    for (const server of [servers.a, servers.b]) {
      await until(() => weekOn(server, cookie, agentId), '');
    }
    const date = workWeekAt(parisDateOf(new Date()), 1).start;
    await servers.handle.db.transaction(async (tx) => {
      const [mission] = await tx
        .insert(missions)
        .values({ companyId, clientName: 'Dupont', adresse: '1 rue de la Paix' })
        .returning();
      const [session] = await tx
        .insert(missionSessions)
        .values({ companyId, missionId: mission!.id, date, beginning: 4, ending: 8 })
        .returning();
      await tx.insert(sessionAgents).values({
        companyId,
        sessionId: session!.id,
        agentId,
        role: "Chef d'équipe",
        isLead: true,
        date,
        beginning: 4,
        ending: 8,
      });
    });
    for (const server of [servers.a, servers.b]) {
      await until(() => weekOn(server, cookie, agentId), 'planned');
    }
    await servers.handle.db.execute(
      sql`update missions set status = 'completed' where company_id = ${companyId}`,
    );
    for (const server of [servers.a, servers.b]) {
      await until(() => weekOn(server, cookie, agentId), 'completed');
    }
  });
});
