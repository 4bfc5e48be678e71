import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { people } from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import { waitFor } from '../test/smtp-server.ts';
import {
  createFreshDatabase,
  rawRequest,
  signalAndWait,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';
import { registerCompanyThrough, sessionCookieFrom } from '../test/load.ts';

/*
 * A person's session carries their role (issue 26), kept by each server with the session
 * (security/session-cache.ts, decision 0027). Two server processes on one PostgreSQL, the cache kept
 * an hour (SESSION_CACHE_SECONDS=3600): a role changed through the other server, or by hand, and a
 * person removed, reach both servers by the database's notification (migration 0032's trigger). The
 * waits only catch a hang (a notification that never comes).
 */
const STARTUP_LIMIT_MS = 600_000;
const NOTIFICATION_LIMIT_MS = 60_000;
const PASSWORD = 'mot-de-passe-personne';

describe.runIf(process.env.TEST_DB === 'postgres')('the person sessions of two server processes', () => {
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const databaseUrl = await createFreshDatabase('person_session_cache');
    const env = { DATABASE_URL: databaseUrl, SESSION_CACHE_SECONDS: '3600' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  }, STARTUP_LIMIT_MS);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => signalAndWait(server, 'SIGKILL')));
    await handle?.close();
  });

  /** The role the server sees for the session, or the status when it has none. */
  const roleOn = async (server: ServerProcess, cookie: string) => {
    const answer = await rawRequest(`${server.baseUrl}/api/session`, { headers: { cookie } });
    return answer.status === 200
      ? (JSON.parse(answer.body) as { admin: { role: string } }).admin.role
      : answer.status;
  };
  const until = (probe: () => Promise<unknown>, expected: unknown) =>
    waitFor(async () => ((await probe()) === expected ? true : undefined), NOTIFICATION_LIMIT_MS);

  it('a role changed through one server, then by hand, then the person removed: both servers follow', async () => {
    const owner = await registerCompanyThrough(a.baseUrl, 'Roles');
    const email = `planif-${owner.companyId}@example.fr`;
    const [person] = await handle.db
      .insert(people)
      .values({
        companyId: owner.companyId,
        email,
        name: 'Paule Planif',
        role: 'planificateur',
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning({ id: people.id });
    const login = await rawRequest(`${a.baseUrl}/admin/login`, {
      method: 'POST',
      body: { email, password: PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = sessionCookieFrom(login);
    expect(await roleOn(a, cookie)).toBe('planificateur');
    expect(await roleOn(b, cookie)).toBe('planificateur');

    const changed = await rawRequest(`${b.baseUrl}/people/update-role`, {
      method: 'POST',
      body: { id: person!.id, role: 'lecture_seule' },
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(changed.status, changed.body).toBe(200);
    expect(await roleOn(b, cookie)).toBe('lecture_seule');
    await until(() => roleOn(a, cookie), 'lecture_seule');

    const row = and(eq(people.companyId, owner.companyId), eq(people.id, person!.id));
    await handle.db.update(people).set({ role: 'comptable' }).where(row);
    await until(() => roleOn(a, cookie), 'comptable');
    await until(() => roleOn(b, cookie), 'comptable');

    await handle.db.delete(people).where(row);
    await until(() => roleOn(a, cookie), 401);
    await until(() => roleOn(b, cookie), 401);
  });
});
