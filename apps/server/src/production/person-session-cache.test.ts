import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { people } from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import { rawRequest, type ServerProcess } from '../test/server-process.ts';
import { until, useTwoServers } from '../test/two-servers.ts';
import { registerCompanyThrough, sessionCookieFrom } from '../test/load.ts';

/*
 * A person's session carries their role (issue 26), kept by each server with the session
 * (security/session-cache.ts, decision 0027). Two server processes on one PostgreSQL, the cache kept
 * an hour (SESSION_CACHE_SECONDS=3600): a role changed through the other server, or by hand, and a
 * person removed, reach both servers by the database's notification (migration 0032's trigger). The
 * waits only catch a hang (a notification that never comes).
 */
const PASSWORD = 'mot-de-passe-personne';

describe.runIf(process.env.TEST_DB === 'postgres')('the person sessions of two server processes', () => {
  const servers = useTwoServers('person_session_cache');

  /** The role the server sees for the session, or the status when it has none. */
  const roleOn = async (server: ServerProcess, cookie: string) => {
    const answer = await rawRequest(`${server.baseUrl}/api/session`, { headers: { cookie } });
    return answer.status === 200
      ? (JSON.parse(answer.body) as { admin: { role: string } }).admin.role
      : answer.status;
  };

  it('a role changed through one server, then by hand, then the person removed: both servers follow', async () => {
    const owner = await registerCompanyThrough(servers.a.baseUrl, 'Roles');
    const email = `planif-${owner.companyId}@example.fr`;
    const [person] = await servers.handle.db
      .insert(people)
      .values({
        companyId: owner.companyId,
        email,
        name: 'Paule Planif',
        role: 'planificateur',
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning({ id: people.id });
    const login = await rawRequest(`${servers.a.baseUrl}/admin/login`, {
      method: 'POST',
      body: { email, password: PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = sessionCookieFrom(login);
    expect(await roleOn(servers.a, cookie)).toBe('planificateur');
    expect(await roleOn(servers.b, cookie)).toBe('planificateur');

    const changed = await rawRequest(`${servers.b.baseUrl}/people/update-role`, {
      method: 'POST',
      body: { id: person!.id, role: 'lecture_seule' },
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(changed.status, changed.body).toBe(200);
    expect(await roleOn(servers.b, cookie)).toBe('lecture_seule');
    await until(() => roleOn(servers.a, cookie), 'lecture_seule');

    const row = and(eq(people.companyId, owner.companyId), eq(people.id, person!.id));
    await servers.handle.db.update(people).set({ role: 'comptable' }).where(row);
    await until(() => roleOn(servers.a, cookie), 'comptable');
    await until(() => roleOn(servers.b, cookie), 'comptable');

    await servers.handle.db.delete(people).where(row);
    await until(() => roleOn(servers.a, cookie), 401);
    await until(() => roleOn(servers.b, cookie), 401);
  });
});
