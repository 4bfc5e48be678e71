import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_KEYS_MAX_ACTIVE, MESSAGES, featureMissingMessage } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, type TestCompany } from '../../test/test-app.ts';
import { bearer, createTestApiKey } from '../../test/api-keys.ts';
import { apiKeys } from '../../db/schema/index.ts';

let app: FastifyInstance;
let business: TestCompany;
beforeAll(async () => {
  app = await createTestApp({ apiKeyLimitPerMinute: 5 });
  business = await buildCompany(app, { plan: 'business' });
});
afterAll(async () => {
  await app?.close();
});

const call = (url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
const list = async (cookie: string) =>
  (await call('/api-keys/get-all', {}, cookie)).json<{
    keys: {
      id: number;
      name: string;
      last_used_at: string | null;
      revoked_at: string | null;
      prefix: string;
    }[];
  }>().keys;

describe('POST /api-keys/create', () => {
  it('answers 401 without a session, 403 on a plan without API access', async () => {
    const anonymous = await call('/api-keys/create', { name: 'ERP', scope: 'read' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(MESSAGES.auth.sessionRequired);
    const standard = await buildCompany(app, { plan: 'standard' });
    const refused = await call('/api-keys/create', { name: 'ERP', scope: 'read' }, standard.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(featureMissingMessage('api_access'));
  });

  it('refuses a blank name or an unknown scope with 400 and the French message', async () => {
    const blank = await call('/api-keys/create', { name: '  ', scope: 'read' }, business.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(MESSAGES.apiKeys.nameRequired);
    const scope = await call('/api-keys/create', { name: 'ERP', scope: 'admin' }, business.cookie);
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toBe(MESSAGES.apiKeys.scopeInvalid);
  });

  it('answers the key once and keeps only its SHA-256', async () => {
    const response = await call('/api-keys/create', { name: 'ERP', scope: 'read' }, business.cookie);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; key: string; api_key: { id: number; prefix: string } }>();
    expect(body.message).toBe(MESSAGES.apiKeys.created);
    expect(body.key).toMatch(/^trn_[A-Za-z0-9_-]{43}$/);
    expect(body.api_key).toMatchObject({ name: 'ERP', scope: 'read', last_used_at: null, revoked_at: null });
    expect(body.key.startsWith(body.api_key.prefix)).toBe(true);
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, body.api_key.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(body.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.key);
    const listed = await app.inject({
      method: 'POST',
      url: '/api-keys/get-all',
      payload: {},
      headers: { cookie: business.cookie },
    });
    expect(listed.body).not.toContain(body.key);
    const listedIds = listed.json<{ keys: { id: number }[] }>().keys.map((key) => key.id);
    expect(listedIds).toContain(body.api_key.id);
  });

  it(`holds at most ${API_KEYS_MAX_ACTIVE} active keys per company`, async () => {
    const company = await buildCompany(app, { plan: 'business' });
    await Promise.all(
      Array.from({ length: API_KEYS_MAX_ACTIVE }, (_, index) =>
        createTestApiKey(app, company.cookie, 'read', `Clé ${index}`),
      ),
    );
    const refused = await call('/api-keys/create', { name: 'Une de trop', scope: 'read' }, company.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.apiKeys.tooManyKeys);
  });
});

describe('POST /api-keys/revoke and the key on the public API', () => {
  it('a live key reads its company, records its last use; a revoked key answers 401', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const { id, key } = await createTestApiKey(app, company.cookie, 'read');
    const answer = await app.inject({ method: 'GET', url: '/api/v1/agents', headers: bearer(key) });
    expect(answer.statusCode).toBe(200);
    expect((await list(company.cookie)).find((entry) => entry.id === id)!.last_used_at).not.toBeNull();

    const revoked = await call('/api-keys/revoke', { id }, company.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(MESSAGES.apiKeys.revoked);
    expect(revoked.json().api_key.revoked_at).not.toBeNull();
    const refused = await app.inject({ method: 'GET', url: '/api/v1/agents', headers: bearer(key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(MESSAGES.apiKeys.keyRequired);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
  });

  it("another company's key id answers 404 and stays live", async () => {
    const other = await buildCompany(app, { plan: 'business' });
    const { id, key } = await createTestApiKey(app, other.cookie, 'read');
    const response = await call('/api-keys/revoke', { id }, business.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(MESSAGES.apiKeys.keyNotFound);
    expect((await list(business.cookie)).some((entry) => entry.id === id)).toBe(false);
    const [row] = await app.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, other.id), eq(apiKeys.id, id)));
    expect(row!.revokedAt).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/agents', headers: bearer(key) })).statusCode,
    ).toBe(200);
  });

  it('a read key may not change anything (403); a write key may', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const reader = await createTestApiKey(app, company.cookie, 'read');
    const writer = await createTestApiKey(app, company.cookie, 'write');
    const payload = { name: 'Électricien' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/qualifications',
      payload,
      headers: bearer(reader.key),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.apiKeys.writeScopeRequired);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/qualifications',
      payload,
      headers: bearer(writer.key),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.name).toBe('Électricien');
  });

  it('a company whose plan lost API access gets 403 with its key', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const { key } = await createTestApiKey(app, company.cookie, 'read');
    await setPlan(app, company.id, 'standard');
    const response = await app.inject({ method: 'GET', url: '/api/v1/agents', headers: bearer(key) });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(featureMissingMessage('api_access'));
  });

  it('counts the calls per key and per minute in the database (429 with Retry-After), each key its own', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const first = await createTestApiKey(app, company.cookie, 'read', 'Première');
    const second = await createTestApiKey(app, company.cookie, 'read', 'Seconde');
    // A second app on the same database: the counters are the database's, not a process's.
    const otherServer = await createTestApp({ apiKeyLimitPerMinute: 5 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const server = index % 2 === 0 ? app : otherServer;
        const response = await server.inject({
          method: 'GET',
          url: '/api/v1/agents',
          headers: bearer(first.key),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error).toBe(MESSAGES.apiKeys.tooManyRequests);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        } else {
          expect(response.headers['x-ratelimit-remaining']).toBe(String(4 - index));
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const other = await app.inject({ method: 'GET', url: '/api/v1/agents', headers: bearer(second.key) });
      expect(other.statusCode).toBe(200);
    } finally {
      await otherServer.close();
    }
  });
});
