import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { adminSessions, companies } from '../db/schema/index.ts';
import { hashSessionToken } from '../security/session-token.ts';
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
 * Each server keeps the sessions it read (security/session-cache.ts, decision 0027). Two server
 * processes on one PostgreSQL, their cache kept an hour (SESSION_CACHE_SECONDS=3600) so that only
 * the database's notifications can end an entry within the test: a logout, a plan change made
 * through the other server, and a change made by hand in the database each reach both servers.
 * The waits only catch a hang (a notification that never comes); they are not a speed limit.
 */
const STARTUP_LIMIT_MS = 600_000;
const NOTIFICATION_LIMIT_MS = 60_000;

describe.runIf(process.env.TEST_DB === 'postgres')('the session cache of two server processes', () => {
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const databaseUrl = await createFreshDatabase('session_cache');
    const env = { DATABASE_URL: databaseUrl, SESSION_CACHE_SECONDS: '3600' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  }, STARTUP_LIMIT_MS);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => signalAndWait(server, 'SIGKILL')));
    await handle?.close();
  });

  const session = (server: ServerProcess, cookie: string) =>
    rawRequest(`${server.baseUrl}/api/session`, { headers: { cookie } });
  const planOn = async (server: ServerProcess, cookie: string) => {
    const answer = await rawRequest(`${server.baseUrl}/subscriptions/company-plan`, {
      method: 'POST',
      body: {},
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    return (JSON.parse(answer.body) as { data: { plan: { name: string } } }).data.plan.name;
  };
  /** Waits until the server answers `expected` (a notification must bring it). */
  const until = (probe: () => Promise<unknown>, expected: unknown) =>
    waitFor(async () => ((await probe()) === expected ? true : undefined), NOTIFICATION_LIMIT_MS);
  const tokenHashOf = (cookie: string) => hashSessionToken(cookie.split('=')[1]!);

  it('the cache answers: a session row removed behind the triggers still opens, until a notification', async () => {
    const { cookie } = await registerCompanyThrough(a.baseUrl, 'Cache');
    expect((await session(b, cookie)).status).toBe(200);
    // Removed without its trigger (replica mode): no notification, the servers keep their copy...
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHashOf(cookie)));
    });
    expect((await session(b, cookie)).status).toBe(200);
    // ...until the database tells them.
    await handle.db.execute(sql`select pg_notify('session_changes', ${`s:${tokenHashOf(cookie)}`})`);
    await until(async () => (await session(b, cookie)).status, 401);
  });

  it('a logout through one server ends the session the other has in memory', async () => {
    const { cookie } = await registerCompanyThrough(a.baseUrl, 'Sortie');
    for (const server of [a, b, a, b]) {
      expect((await session(server, cookie)).status).toBe(200);
    }
    const logout = await rawRequest(`${a.baseUrl}/admin/logout`, {
      method: 'POST',
      body: {},
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(200);
    // At once on the server that logged out; on the other when the notification arrives.
    expect((await session(a, cookie)).status).toBe(401);
    await until(async () => (await session(b, cookie)).status, 401);
  });

  it('a plan change through one server, or by hand in the database, reaches both', async () => {
    const { cookie, companyId } = await registerCompanyThrough(a.baseUrl, 'Formule');
    expect(await planOn(a, cookie)).toBe('standard');
    expect(await planOn(b, cookie)).toBe('standard');
    const changed = await rawRequest(`${b.baseUrl}/subscriptions/change-plan`, {
      method: 'POST',
      body: { plan: 'business' },
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(changed.status, changed.body).toBe(200);
    expect(await planOn(b, cookie)).toBe('business');
    await until(() => planOn(a, cookie), 'business');

    // An operator's change (make set-plan, or SQL by hand): no server wrote it.
    await handle.db.update(companies).set({ subscriptionPlan: 'premium' }).where(eq(companies.id, companyId));
    await until(() => planOn(a, cookie), 'premium');
    await until(() => planOn(b, cookie), 'premium');
  });

  it('a removed company ends its sessions on both', async () => {
    const { cookie, companyId } = await registerCompanyThrough(a.baseUrl, 'Partie');
    expect((await session(a, cookie)).status).toBe(200);
    expect((await session(b, cookie)).status).toBe(200);
    await handle.db.delete(companies).where(eq(companies.id, companyId));
    await until(async () => (await session(a, cookie)).status, 401);
    await until(async () => (await session(b, cookie)).status, 401);
  });

  it("a session ended from the account's list through one server ends on the other; a last use written is not announced", async () => {
    const { cookie: first, credentials } = await registerCompanyThrough(a.baseUrl, 'Liste');
    const logIn = async () =>
      sessionCookieFrom(await rawRequest(`${a.baseUrl}/admin/login`, { method: 'POST', body: credentials }));
    const [second, third] = [await logIn(), await logIn()];
    for (const cookie of [second, third]) {
      expect((await session(b, cookie)).status).toBe(200);
    }
    // The second's last use, written as a server does (at most once a minute): no notification.
    await handle.db
      .update(adminSessions)
      .set({ lastUsedAt: new Date() })
      .where(eq(adminSessions.tokenHash, tokenHashOf(second)));
    // The third, ended from the list through a: b forgets it (and, notifications coming in order,
    // has read whatever the update above may have sent).
    const ended = await rawRequest(`${a.baseUrl}/auth/end-session`, {
      method: 'POST',
      body: { id: tokenHashOf(third).slice(0, 16) },
      headers: { cookie: first, 'sec-fetch-site': 'same-origin' },
    });
    expect(ended.status).toBe(200);
    await until(async () => (await session(b, third)).status, 401);
    // b still holds the second from memory: its row removed behind the triggers, it still opens.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHashOf(second)));
    });
    expect((await session(b, second)).status).toBe(200);
    expect((await session(a, third)).status).toBe(401);
  });
});
