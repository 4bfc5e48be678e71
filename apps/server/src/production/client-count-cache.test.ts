import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clients, missions, operations } from '../db/schema/index.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { postAs, until, useTwoServers } from '../test/two-servers.ts';
import { registerCompanyThrough } from '../test/load.ts';

/*
 * The client list's totals are kept by each server (modules/clients/find-clients.ts, decision
 * 0027). Two server processes on one PostgreSQL, the cache kept an hour (SESSION_CACHE_SECONDS=3600)
 * so that only the database's notifications (migration 0036) can make a total change: a client
 * created through the other server, a mission booked for a client by hand, a client deleted by
 * hand, another company's client: each total is right on both servers once notified, and on the
 * server that wrote at once. The waits only catch a hang (a notification that never comes).
 */

describe.runIf(process.env.TEST_DB === 'postgres')('the client totals of two server processes', () => {
  const servers = useTwoServers('client_count_cache');

  const post = postAs;
  /** The list's total on `server` (`planification`: the scheduling filter). */
  const totalOn = async (server: ServerProcess, cookie: string, planification = 'a-planifier') => {
    const answer = await post(server, '/client/get-all', cookie, { planification });
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { totalCount: number }).totalCount;
  };
  /** A company (registered through A) with the operation its clients need. */
  const register = async (prefix: string) => {
    const company = await registerCompanyThrough(servers.a.baseUrl, prefix);
    await servers.handle.db.insert(operations).values({ companyId: company.companyId, name: 'Entretien' });
    return company;
  };
  const createClient = async (server: ServerProcess, cookie: string, name: string) => {
    const created = await post(server, '/client/new-client', cookie, {
      name,
      adresse: '1 rue de la Paix',
      code_postal: '75002',
      telephone: '0612345678',
      operation_name: 'Entretien',
    });
    expect(created.status, created.body).toBe(201);
    return (JSON.parse(created.body) as { data: { id: number } }).data.id;
  };

  it('the cache answers: a client added behind the triggers is not counted, until a notification', async () => {
    const { cookie, companyId } = await register('Cache');
    await createClient(servers.a, cookie, 'Leroy');
    expect(await totalOn(servers.b, cookie)).toBe(1);
    await servers.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(clients).values({
        companyId,
        name: 'Moreau',
        adresse: '2 rue de la Paix',
        codePostal: '75002',
        uniqueLink: `lien-${companyId}-moreau`,
      });
    });
    expect(await totalOn(servers.b, cookie)).toBe(1);
    // The total alone: B's page is kept too (decision 0046) and hears its own channel.
    await servers.handle.db.execute(sql`select pg_notify('client_changes', ${`c:${companyId}`})`);
    expect(await totalOn(servers.b, cookie)).toBe(1);
    await servers.handle.db.execute(sql`select pg_notify('answer_changes', ${`c:${companyId}:clients`})`);
    await until(() => totalOn(servers.b, cookie), 2);
  });

  it('a client created through one server is counted by both: at once by the writer, on notification by the other', async () => {
    const { cookie } = await register('Totaux');
    const other = await register('Voisin');
    await createClient(servers.a, cookie, 'Dupont');
    for (const server of [servers.a, servers.b, servers.a, servers.b]) {
      expect(await totalOn(server, cookie)).toBe(1);
    }
    await createClient(servers.b, cookie, 'Durand');
    expect(await totalOn(servers.b, cookie)).toBe(2);
    await until(() => totalOn(servers.a, cookie), 2);
    // Another company's client changes nothing here (and its own total is its own).
    await createClient(servers.a, other.cookie, 'Martin');
    expect(await totalOn(servers.a, other.cookie)).toBe(1);
    expect(await totalOn(servers.a, cookie)).toBe(2);
    expect(await totalOn(servers.b, cookie)).toBe(2);
  });

  it('a mission booked for a client, or a client deleted, by hand in the database: both totals follow', async () => {
    const { cookie, companyId } = await register('Planifie');
    const first = await createClient(servers.a, cookie, 'Bernard');
    await createClient(servers.a, cookie, 'Petit');
    for (const server of [servers.a, servers.b]) {
      expect(await totalOn(server, cookie)).toBe(2);
      expect(await totalOn(server, cookie, 'planifies')).toBe(0);
    }
    // No server wrote it: only the trigger's notification can tell them.
    await servers.handle.db
      .insert(missions)
      .values({ companyId, clientId: first, clientName: 'Bernard', adresse: '1 rue de la Paix' });
    for (const server of [servers.a, servers.b]) {
      await until(() => totalOn(server, cookie), 1);
      await until(() => totalOn(server, cookie, 'planifies'), 1);
    }
    await servers.handle.db
      .delete(clients)
      .where(and(eq(clients.companyId, companyId), eq(clients.id, first)));
    for (const server of [servers.a, servers.b]) {
      await until(() => totalOn(server, cookie, 'tous'), 1);
      await until(() => totalOn(server, cookie, 'planifies'), 0);
    }
  });
});
