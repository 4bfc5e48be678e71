import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { agentSessions, agents } from '../db/schema/index.ts';
import { rawRequest, type ServerProcess } from '../test/server-process.ts';
import { postAs, until, useTwoServers } from '../test/two-servers.ts';
import { registerCompanyThrough } from '../test/load.ts';

/*
 * The agent app's sessions are kept by each server too (security/session-cache.ts, decision 0027).
 * Two server processes on one PostgreSQL, their cache kept an hour (SESSION_CACHE_SECONDS=3600) so
 * that only the database's notifications (migrations 0026, 0036) can end an entry within the test:
 * the planner's revocation through the other server, the agent's removal or renaming by hand, each
 * reach both servers. The waits only catch a hang (a notification that never comes).
 */
const PASSWORD = 'mot-de-passe-agent';

describe.runIf(process.env.TEST_DB === 'postgres')('the agent session cache of two server processes', () => {
  const servers = useTwoServers('agent_session_cache');

  const post = postAs;
  /** The agent's name as the server sees the session, or null when signed out. */
  const agentOn = async (server: ServerProcess, cookie: string) => {
    const answer = await rawRequest(`${server.baseUrl}/mobile/session`, { headers: { cookie } });
    expect(answer.status, answer.body).toBe(200);
    const body = JSON.parse(answer.body) as { signed_in: boolean; agent?: { name: string } };
    return body.signed_in ? body.agent!.name : null;
  };

  /** A company with an agent (created through A) signed in to the agent app through A. */
  async function signedInAgent(prefix: string, name: string) {
    const company = await registerCompanyThrough(servers.a.baseUrl, prefix);
    const created = await post(servers.a, '/agents/create', company.cookie, {
      name,
      postal_code: '75011',
      adresse: '1 rue de la Roquette',
      latitude: 48.85,
      longitude: 2.37,
      password: PASSWORD,
    });
    expect(created.status, created.body).toBe(201);
    const agentId = (JSON.parse(created.body) as { agent: { id: number } }).agent.id;
    const login = await rawRequest(`${servers.a.baseUrl}/mobile/login`, {
      method: 'POST',
      body: { company_name: company.credentials.company_name, agent_name: name, password: PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const agentCookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .find((cookie) => cookie.startsWith('tourneo_agent_session='))!
      .split(';')[0]!;
    // Both servers read it, and keep it.
    expect(await agentOn(servers.a, agentCookie)).toBe(name);
    expect(await agentOn(servers.b, agentCookie)).toBe(name);
    return { ...company, agentId, agentCookie };
  }

  it('the cache answers: an agent session removed behind the triggers still opens, until a notification', async () => {
    const { companyId, agentId, agentCookie } = await signedInAgent('Agents', 'Alice Cache');
    await servers.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .delete(agentSessions)
        .where(and(eq(agentSessions.companyId, companyId), eq(agentSessions.agentId, agentId)));
    });
    expect(await agentOn(servers.b, agentCookie)).toBe('Alice Cache');
    await servers.handle.db.execute(sql`select pg_notify('session_changes', '*')`);
    await until(() => agentOn(servers.b, agentCookie), null);
    await until(() => agentOn(servers.a, agentCookie), null);
  });

  it("the planner's revocation through one server ends the session the other has in memory", async () => {
    const { cookie, agentId, agentCookie } = await signedInAgent('Révoque', 'Bruno Perdu');
    const revoked = await post(servers.a, '/agents/revoke-sessions', cookie, { id: agentId });
    expect(revoked.status, revoked.body).toBe(200);
    // At once on the server that revoked; on the other when the notification arrives.
    expect(await agentOn(servers.a, agentCookie)).toBeNull();
    await until(() => agentOn(servers.b, agentCookie), null);
  });

  it('an agent renamed, then removed, by hand in the database: both servers follow', async () => {
    const { companyId, agentId, agentCookie } = await signedInAgent('Renomme', 'Chloé Avant');
    const agent = and(eq(agents.companyId, companyId), eq(agents.id, agentId));
    await servers.handle.db.update(agents).set({ name: 'Chloé Après' }).where(agent);
    await until(() => agentOn(servers.a, agentCookie), 'Chloé Après');
    await until(() => agentOn(servers.b, agentCookie), 'Chloé Après');
    // Its sessions go with it (cascade): the cascade's delete is announced too.
    await servers.handle.db.delete(agents).where(agent);
    await until(() => agentOn(servers.a, agentCookie), null);
    await until(() => agentOn(servers.b, agentCookie), null);
  });
});
