import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PRICED_AGENTS, MESSAGES, PLANS } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { agents } from '../../db/schema/index.ts';
import { verifyPassword } from '../../security/password.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const validAgent = {
  name: 'Julie Martin',
  postal_code: '75011',
  adresse: '12 rue Oberkampf, 75011 Paris',
  password: 'secret-agent',
};

async function createAgent(company: TestCompany, overrides: object = {}) {
  const response = await call(app, 'POST', '/agents/create', company, { ...validAgent, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().agent as { id: number; name: string };
}

interface Located {
  id: number;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

async function storedHash(companyId: number, id: number) {
  const [row] = await app.db
    .select({ passwordHash: agents.passwordHash })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, id)));
  return row?.passwordHash;
}

describe('POST /agents/create', () => {
  it('refuses each missing or invalid field with its French message', async () => {
    const company = await buildCompany(app);
    const cases: [object, string][] = [
      [{ name: '  ' }, MESSAGES.agents.nameRequired],
      [{ name: undefined }, MESSAGES.agents.nameRequired],
      [{ postal_code: '' }, MESSAGES.agents.postalCodeRequired],
      [{ postal_code: '7501' }, 'Le code postal doit contenir 5 chiffres'],
      [{ postal_code: '750112' }, 'Le code postal doit contenir 5 chiffres'],
      [{ postal_code: '75O11' }, 'Le code postal doit contenir 5 chiffres'],
      [{ adresse: '' }, MESSAGES.agents.adresseRequired],
      // The company's password rules (5 characters were accepted).
      [{ password: 'court' }, MESSAGES.auth.passwordTooShort],
      [{ password: '1234567' }, MESSAGES.auth.passwordTooShort],
      [{ password: 'x'.repeat(201) }, MESSAGES.agents.passwordTooLong],
      [{ latitude: 120 }, MESSAGES.agents.invalidCoordinates],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(app, 'POST', '/agents/create', company, { ...validAgent, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it('creates an agent with a hashed password that is never returned', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/agents/create', company, {
      ...validAgent,
      latitude: 48.86,
      longitude: 2.37,
      company_name: 'ignored',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Agent créé avec succès');
    expect(body.agent).toEqual({
      id: expect.any(Number),
      name: 'Julie Martin',
      postal_code: '75011',
      adresse: '12 rue Oberkampf, 75011 Paris',
      latitude: 48.86,
      longitude: 2.37,
    });
    expect(response.body).not.toContain('secret-agent');
    const hash = await storedHash(company.id, body.agent.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword('secret-agent', hash!)).resolves.toBe(true);
  });

  it('creates an agent without a password, who cannot sign in until invited', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company, { name: 'Sans Mot', password: '' });
    await expect(storedHash(company.id, agent.id)).resolves.toBeNull();
    const login = await app.inject({
      method: 'POST',
      url: '/mobile/login',
      payload: { company_name: company.name, agent_name: 'Sans Mot', password: 'n-importe-quoi' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('stores the coordinates of the postal code when the client sends none', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company, { latitude: null });
    const [stored] = (await call(app, 'POST', '/agents/get-all', company)).json<Located[]>();
    expect(stored!.id).toBe(agent.id);
    expect(stored!.latitude).toBeCloseTo(48.86, 1);
    expect(stored!.longitude).toBeCloseTo(2.38, 1);
  });

  it('keeps the coordinates the client sends', async () => {
    const company = await buildCompany(app);
    await createAgent(company, { latitude: 48.8655, longitude: 2.3791 });
    const [stored] = (await call(app, 'POST', '/agents/get-all', company)).json<Located[]>();
    expect(stored).toMatchObject({ latitude: 48.8655, longitude: 2.3791 });
  });

  it('refuses an address whose postal code is not the commune it names, and saves nothing', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/agents/create', company, {
      ...validAgent,
      postal_code: '75001',
      adresse: '3 place Bellecour, 75001 Lyon',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'));
    expect((await call(app, 'POST', '/agents/get-all', company)).json()).toEqual([]);
  });

  it('saves the place of the arrondissement of the postal code, not coordinates far from it', async () => {
    const company = await buildCompany(app);
    // Paris coordinates sent with a Lyon address: Lyon 1er's are saved.
    await createAgent(company, {
      postal_code: '69001',
      adresse: '5 quai Saint-Vincent, 69001 Lyon',
      latitude: 48.8592,
      longitude: 2.3417,
    });
    const [stored] = (await call(app, 'POST', '/agents/get-all', company)).json<Located[]>();
    expect(stored!.latitude).toBeCloseTo(45.768, 2);
    expect(stored!.longitude).toBeCloseTo(4.835, 2);
  });

  it('saves an agent with an unknown postal code, without coordinates', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/agents/create', company, {
      ...validAgent,
      postal_code: '00000',
      adresse: 'Nulle part',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().agent).toMatchObject({ postal_code: '00000', latitude: null, longitude: null });
  });

  // Meaningful on PostgreSQL: the creations run at once and only the company lock keeps the count;
  // PGlite serialises them.
  it("stops at the plan's agent limit (the catalogue's, far above a small team), even when creations race", async () => {
    const company = await buildCompany(app);
    const limit = PLANS.standard.limits.agents;
    expect(limit).toBeGreaterThanOrEqual(MAX_PRICED_AGENTS);
    // Fill the plan up to two places in one statement; the last agents go through the route.
    await app.db.execute(sql`
      insert into agents (company_id, name, postal_code, adresse, password_hash)
      select ${company.id}, 'Agent ' || n, '75011', 'Paris', 'x' from generate_series(1, ${limit - 2}) as n`);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        call(app, 'POST', '/agents/create', company, { ...validAgent, name: `Agent en course ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 403, 403]);
    const refused = responses.find((response) => response.statusCode === 403)!;
    expect(refused.json().error).toBe(MESSAGES.agents.limitReached(limit));
    await setPlan(app, company.id, 'premium');
    expect((await call(app, 'POST', '/agents/create', company, validAgent)).statusCode).toBe(201);
  });
});

describe('POST /agents/get-all', () => {
  it("lists only the session company's agents, by name, without passwords", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    await createAgent(company, { name: 'Zoé' });
    await createAgent(company, { name: 'Adrien' });
    await createAgent(other, { name: 'Autre' });
    const response = await call(app, 'POST', '/agents/get-all', company, { company_name: other.name });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ name: string }[]>();
    expect(list.map((agent) => agent.name)).toEqual(['Adrien', 'Zoé']);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'adresse',
      'id',
      'latitude',
      'longitude',
      'name',
      'postal_code',
      'role_ids',
    ]);
  });

  it('gives each agent the ids of the qualifications it holds (a transfer offers only qualified agents)', async () => {
    const company = await buildCompany(app);
    const qualified = await createAgent(company, { name: 'Adrien' });
    await createAgent(company, { name: 'Zoé' });
    const roleIds: number[] = [];
    for (const name of ['Plombier', 'Électricien']) {
      const role = await call(app, 'POST', '/roles/create', company, { name });
      roleIds.push((role.json().role as { id: number }).id);
      const assigned = await call(app, 'POST', '/roles/assign', company, {
        agentId: qualified.id,
        roleId: roleIds.at(-1),
      });
      expect(assigned.statusCode).toBeLessThan(300);
    }
    const list = (await call(app, 'POST', '/agents/get-all', company)).json<
      { name: string; role_ids: number[] }[]
    >();
    expect(list.map(({ name, role_ids }) => ({ name, role_ids }))).toEqual([
      { name: 'Adrien', role_ids: [...roleIds].sort((a, b) => a - b) },
      { name: 'Zoé', role_ids: [] },
    ]);
  });
});

describe('PUT /agents/update', () => {
  it('validates like creation, but the password may be empty', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const response = await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: agent.id,
      postal_code: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Le code postal doit contenir 5 chiffres');
    const shortPassword = await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: agent.id,
      password: 'court',
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().error).toBe(MESSAGES.auth.passwordTooShort);
    await expect(verifyPassword('secret-agent', (await storedHash(company.id, agent.id))!)).resolves.toBe(
      true,
    );
    const missingId = await call(app, 'PUT', '/agents/update', company, validAgent);
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().error).toBe(MESSAGES.settings.invalidId);
  });

  it("answers 404 for another company's agent and leaves it alone", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createAgent(other, { name: 'Étranger' });
    const response = await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: foreign.id,
      name: 'Pirate',
    });
    expect(response.statusCode).toBe(404);
    const list = (await call(app, 'POST', '/agents/get-all', other)).json();
    expect(list[0].name).toBe('Étranger');
  });

  it('modifies the agent and keeps the password when it is left empty', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const before = await storedHash(company.id, agent.id);
    const response = await call(app, 'PUT', '/agents/update', company, {
      id: agent.id,
      name: 'Julie Bernard',
      postal_code: '69002',
      adresse: '5 place Bellecour, 69002 Lyon',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Agent modifié avec succès',
      agent: { id: agent.id, name: 'Julie Bernard', postal_code: '69002' },
    });
    expect(await storedHash(company.id, agent.id)).toBe(before);
  });

  it('locates the new postal code unless new coordinates are sent', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const paris = (await call(app, 'POST', '/agents/get-all', company)).json<Located[]>()[0]!;
    // The postal code changes, the client sends back the old coordinates: they are stale.
    const lyon = await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: agent.id,
      postal_code: '69002',
      adresse: '5 place Bellecour, 69002 Lyon',
      latitude: paris.latitude,
      longitude: paris.longitude,
    });
    expect(lyon.statusCode).toBe(200);
    expect(lyon.json().agent.latitude).toBeCloseTo(45.75, 1);
    expect(lyon.json().agent.longitude).toBeCloseTo(4.83, 1);
    // New coordinates chosen by the client are kept.
    const chosen = await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: agent.id,
      postal_code: '69003',
      adresse: '10 rue Garibaldi, 69003 Lyon',
      latitude: 45.76,
      longitude: 4.851,
    });
    expect(chosen.json().agent).toMatchObject({ latitude: 45.76, longitude: 4.851 });
    // An unknown postal code is saved without coordinates.
    const unknown = await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: agent.id,
      postal_code: '00000',
      adresse: 'Nulle part',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().agent).toMatchObject({ postal_code: '00000', latitude: null, longitude: null });
  });

  it('replaces the password when a new one is given', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    await call(app, 'PUT', '/agents/update', company, {
      ...validAgent,
      id: agent.id,
      password: 'nouveau-secret',
    });
    const hash = await storedHash(company.id, agent.id);
    await expect(verifyPassword('nouveau-secret', hash!)).resolves.toBe(true);
  });
});

describe('POST /agents/delete', () => {
  it('needs an id', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/agents/delete', company, { id: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.settings.invalidId);
  });

  it("answers 404 for another company's agent", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createAgent(other);
    expect((await call(app, 'POST', '/agents/delete', company, { id: foreign.id })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/agents/get-all', other)).json()).toHaveLength(1);
  });

  it('deletes the agent', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const response = await call(app, 'POST', '/agents/delete', company, { id: agent.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Agent supprimé avec succès');
    expect((await call(app, 'POST', '/agents/get-all', company)).json()).toEqual([]);
    expect((await call(app, 'POST', '/agents/delete', company, { id: agent.id })).statusCode).toBe(404);
  });
});
