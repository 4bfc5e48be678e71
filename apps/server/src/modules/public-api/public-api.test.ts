import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { bearer, createTestApiKey } from '../../test/api-keys.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { findOrBuildOperation } from '../../test/factories/operations.ts';

/*
 * The public API `/api/v1` (issue 27): the back office's use cases behind an API key, with the
 * same tenant and validation rules; pages by cursor; French or English by Accept-Language.
 */

let app: FastifyInstance;
let company: TestCompany;
let key: string;
let other: TestCompany;
let otherKey: string;

beforeAll(async () => {
  app = await createTestApp({ apiKeyLimitPerMinute: 10_000 });
  company = await buildCompany(app, { plan: 'business' });
  key = (await createTestApiKey(app, company.cookie, 'write')).key;
  other = await buildCompany(app, { plan: 'premium' });
  otherKey = (await createTestApiKey(app, other.cookie, 'write')).key;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, apiKey = key, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(apiKey), ...headers } });
const post = (url: string, payload: object, apiKey = key, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...bearer(apiKey), ...headers } });

describe('authentication', () => {
  it('answers 401 with the French message and WWW-Authenticate without a valid key, never a 5xx', async () => {
    const headers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: `Bearer trn_${'x'.repeat(43)}` },
      { authorization: `Bearer ${'a'.repeat(5000)}` },
      { authorization: 'Bearer trn_\u0000' },
      { authorization: `Bearer ${key}x` },
      { cookie: company.cookie },
    ];
    for (const header of headers) {
      const response = await app.inject({ method: 'GET', url: '/api/v1/agents', headers: header });
      expect(response.statusCode, JSON.stringify(header).slice(0, 80)).toBe(401);
      expect(response.json().error).toBe(MESSAGES.apiKeys.keyRequired);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers in English when Accept-Language prefers it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/agents',
      headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-language']).toBe('en');
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(response.json().error).toMatch(/^Missing or invalid API key/);
  });
});

describe('tenant isolation', () => {
  it("lists only the key's company rows, and another company's ids answer 404", async () => {
    const own = await buildAgent(app, company.id, { name: 'Agent de la société' });
    const foreign = await buildAgent(app, other.id, { name: 'Agent de l’autre' });
    const agents = (await get('/api/v1/agents?limit=100')).json().data as { id: number }[];
    expect(agents.map((agent) => agent.id)).toContain(own.id);
    expect(agents.map((agent) => agent.id)).not.toContain(foreign.id);

    const otherClient = await buildClient(app, other.id);
    const proposals = await post(`/api/v1/clients/${otherClient.id}/proposals`, {});
    expect(proposals.statusCode).toBe(404);
    const otherAgent = await buildAgent(app, other.id);
    const otherMission = await buildMission(
      app,
      other.id,
      {},
      { date: '2026-03-02', agentIds: [otherAgent.id] },
    );
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/missions/${otherMission.id}`,
      headers: bearer(key),
    });
    expect(deleted.statusCode).toBe(404);
    const missions = (await get('/api/v1/missions?limit=100', otherKey)).json().data as { id: number }[];
    expect(missions.map((mission) => mission.id)).toContain(otherMission.id);
  });
});

describe('validation', () => {
  it('refuses a bad body with 400 and the back office’s French message, or English on request', async () => {
    const french = await post('/api/v1/agents', { postal_code: '75011', adresse: '1 rue Oberkampf' });
    expect(french.statusCode).toBe(400);
    expect(french.json().error).toBe(MESSAGES.agents.nameRequired);
    expect(french.headers['content-language']).toBe('fr');
    const english = await post('/api/v1/agents', { postal_code: '75011', adresse: '1 rue Oberkampf' }, key, {
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatch(/^Invalid value for "name": /);
  });

  it('refuses a cursor it did not give and a limit out of range (400)', async () => {
    const cursor = await get('/api/v1/agents?cursor=bm9uc2Vucw');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error).toBe(MESSAGES.apiKeys.cursorInvalid);
    expect(
      (await get('/api/v1/agents?cursor=bm9uc2Vucw', key, { 'accept-language': 'en' })).json().error,
    ).toBe('Invalid pagination cursor.');
    expect((await get('/api/v1/agents?limit=101')).statusCode).toBe(400);
    expect((await get('/api/v1/agents?limit=0')).statusCode).toBe(400);
  });

  it('an unknown route under /api/v1 answers a JSON 404', async () => {
    const response = await get('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(MESSAGES.http[404]);
  });
});

describe('pagination', () => {
  it('reads every agent once, page by page, by cursor', async () => {
    const tenant = await buildCompany(app, { plan: 'business' });
    const tenantKey = (await createTestApiKey(app, tenant.cookie, 'read')).key;
    const created = [];
    for (let index = 0; index < 5; index += 1) {
      created.push((await buildAgent(app, tenant.id)).id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await get(`/api/v1/agents?limit=2${query}`, tenantKey)).json();
      seen.push(...(page.data as { id: number }[]).map((agent) => agent.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(created);
    expect(pages).toBe(3);
  });

  it('reads clients by name and missions by id, with their sessions between two dates', async () => {
    const tenant = await buildCompany(app, { plan: 'business' });
    const tenantKey = (await createTestApiKey(app, tenant.cookie, 'read')).key;
    for (const name of ['Bernard', 'Amrani', 'Chevalier']) {
      await buildClient(app, tenant.id, { name });
    }
    const first = (await get('/api/v1/clients?limit=2', tenantKey)).json();
    const second = (await get(`/api/v1/clients?limit=2&cursor=${first.next_cursor}`, tenantKey)).json();
    expect([...first.data, ...second.data].map((client: { name: string }) => client.name)).toEqual([
      'Amrani',
      'Bernard',
      'Chevalier',
    ]);
    expect(second.next_cursor).toBeNull();

    const agent = await buildAgent(app, tenant.id);
    const march = await buildMission(app, tenant.id, {}, { date: '2026-03-02', agentIds: [agent.id] });
    const april = await buildMission(app, tenant.id, {}, { date: '2026-04-06', agentIds: [agent.id] });
    type Missions = { data: { id: number; sessions: unknown[] }[] };
    const inMarch = (await get('/api/v1/missions?from=2026-03-01&to=2026-03-31', tenantKey)).json<Missions>();
    expect(inMarch.data.map((mission) => mission.id)).toEqual([march.id]);
    expect(inMarch.data[0]!.sessions[0]).toMatchObject({
      date: '2026-03-02',
      agents: [{ agent_id: agent.id }],
    });
    const all = (await get('/api/v1/missions', tenantKey)).json<Missions>();
    expect(all.data.map((mission) => mission.id)).toEqual([march.id, april.id]);
    expect((await get('/api/v1/missions?from=2026-02-30', tenantKey)).statusCode).toBe(400);
  });
});

describe('changes through the use cases of the back office', () => {
  it('creates a client, a mission with its session, then deletes the mission', async () => {
    const agent = await buildAgent(app, company.id);
    await findOrBuildOperation(app, company.id, 'Entretien chaudière');
    const client = await post('/api/v1/clients', {
      operation_name: 'Entretien chaudière',
      name: 'Lefèvre',
      adresse: '3 rue de la Paix',
      code_postal: '75002',
      telephone: '0612345678',
    });
    expect(client.statusCode).toBe(201);
    expect(client.json().data).toMatchObject({ name: 'Lefèvre', code_postal: '75002' });
    const date = workWeekAt(parisDateOf(new Date()), 2).days[1]!;
    const mission = await post('/api/v1/missions', {
      client_name: 'Lefèvre',
      adresse: '3 rue de la Paix',
      sessions: [{ date, beginning: 8, ending: 12, agents: [{ agent_id: agent.id }] }],
    });
    expect(mission.statusCode).toBe(201);
    const missionId = mission.json().data.id as number;
    // The same rule as the back office: the agent is taken at that time now.
    const overlapping = await post('/api/v1/missions', {
      client_name: 'Autre',
      adresse: '4 rue de la Paix',
      sessions: [{ date, beginning: 10, ending: 14, agents: [{ agent_id: agent.id }] }],
    });
    expect(overlapping.statusCode).toBe(409);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/missions/${missionId}`,
      headers: bearer(key),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { mission_id: missionId } });
  });
});
