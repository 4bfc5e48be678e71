import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { agentRoles } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function createRole(company: TestCompany, name = 'Électricien', description?: string) {
  const response = await call(app, 'POST', '/roles/create', company, { name, description });
  expect(response.statusCode).toBe(201);
  return response.json().role as { id: number; name: string };
}

describe('POST /roles/create', () => {
  it('requires a name', async () => {
    const company = await buildCompany(app);
    for (const payload of [{}, { name: '   ' }]) {
      const response = await call(app, 'POST', '/roles/create', company, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.roles.nameRequired);
    }
    const tooLong = await call(app, 'POST', '/roles/create', company, {
      name: 'A',
      description: 'x'.repeat(501),
    });
    expect(tooLong.json().error).toBe(MESSAGES.roles.descriptionTooLong);
  });

  it('creates a qualification with an optional description', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/roles/create', company, {
      name: ' Plombier ',
      description: 'Sanitaire',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Qualification créée avec succès',
      role: { name: 'Plombier', description: 'Sanitaire' },
    });
    const bare = await call(app, 'POST', '/roles/create', company, { name: 'Soudeur' });
    expect(bare.json().role.description).toBeNull();
  });
});

describe('POST /roles/get-all and POST /roles', () => {
  it('answer a call without a body', async () => {
    const company = await buildCompany(app);
    const response = await app.inject({
      method: 'POST',
      url: '/roles/get-all',
      headers: { cookie: company.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("list the company's qualifications with how many agents and operations use each", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const electricien = await createRole(company, 'Électricien');
    await createRole(company, 'Apprenti');
    await createRole(other, 'Autre');
    const agentId = (await buildAgent(app, company.id, { name: 'Julie' })).id;
    const secondAgentId = (await buildAgent(app, company.id, { name: 'Marc' })).id;
    await call(app, 'POST', '/roles/assign', company, { agentId, roleId: electricien.id });
    await call(app, 'POST', '/roles/assign', company, { agentId: secondAgentId, roleId: electricien.id });
    const operation = await app.inject({
      method: 'POST',
      url: '/operations/new-operation',
      headers: { cookie: company.cookie },
      payload: {
        name: 'Pose',
        duration: 4,
        supports_teams: true,
        min_team_size: 2,
        team_requirements: [{ role_id: electricien.id, min_agents: 2, max_agents: 2 }],
      },
    });
    await call(app, 'POST', '/operations/assign-role', company, {
      operation_id: operation.json().operation.id,
      role_id: electricien.id,
    });

    for (const url of ['/roles/get-all', '/roles']) {
      const response = await call(app, 'POST', url, company, { company_name: other.name });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: expect.any(Number), name: 'Apprenti', description: null, agent_count: 0, operation_count: 0 },
        { id: electricien.id, name: 'Électricien', description: null, agent_count: 2, operation_count: 1 },
      ]);
    }
  });
});

describe('POST /roles/update', () => {
  it('requires an id and a name', async () => {
    const company = await buildCompany(app);
    const role = await createRole(company);
    expect((await call(app, 'POST', '/roles/update', company, { id: role.id, name: '' })).json().error).toBe(
      MESSAGES.roles.nameRequired,
    );
    expect((await call(app, 'POST', '/roles/update', company, { name: 'A' })).json().error).toBe(
      MESSAGES.settings.invalidId,
    );
  });

  it("answers 404 for another company's qualification", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createRole(other);
    expect(
      (await call(app, 'POST', '/roles/update', company, { id: foreign.id, name: 'Pirate' })).statusCode,
    ).toBe(404);
  });

  it('renames the qualification', async () => {
    const company = await buildCompany(app);
    const role = await createRole(company);
    const response = await call(app, 'POST', '/roles/update', company, {
      id: role.id,
      name: 'Électricien HT',
      description: 'B2V',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Qualification modifiée avec succès',
      role: { id: role.id, name: 'Électricien HT', description: 'B2V' },
    });
  });
});

describe('POST /roles/delete', () => {
  it('needs an id', async () => {
    const company = await buildCompany(app);
    expect((await call(app, 'POST', '/roles/delete', company, {})).json().error).toBe(
      MESSAGES.settings.invalidId,
    );
  });

  it("answers 404 for another company's qualification", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createRole(other);
    expect((await call(app, 'POST', '/roles/delete', company, { id: foreign.id })).statusCode).toBe(404);
  });

  it('deletes the qualification and takes it from its agents', async () => {
    const company = await buildCompany(app);
    const role = await createRole(company);
    const agentId = (await buildAgent(app, company.id, { name: 'Julie' })).id;
    await call(app, 'POST', '/roles/assign', company, { agentId, roleId: role.id });
    const response = await call(app, 'POST', '/roles/delete', company, { id: role.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Qualification supprimée avec succès');
    expect((await call(app, 'POST', '/roles/agent', company, { agentId })).json()).toEqual([]);
  });
});

describe('POST /roles/agent', () => {
  it('needs an agentId', async () => {
    const company = await buildCompany(app);
    expect((await call(app, 'POST', '/roles/agent', company, {})).json().error).toBe(
      MESSAGES.settings.invalidId,
    );
  });

  it("answers 404 for another company's agent", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreignAgent = (await buildAgent(app, other.id, { name: 'Julie' })).id;
    expect((await call(app, 'POST', '/roles/agent', company, { agentId: foreignAgent })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /roles/assign and POST /roles/remove', () => {
  it('need both ids', async () => {
    const company = await buildCompany(app);
    for (const url of ['/roles/assign', '/roles/remove']) {
      const response = await call(app, 'POST', url, company, { agentId: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.settings.invalidId);
    }
  });

  it("answer 404 for another company's agent or qualification", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const role = await createRole(company);
    const agentId = (await buildAgent(app, company.id, { name: 'Julie' })).id;
    const foreignRole = await createRole(other);
    const foreignAgent = (await buildAgent(app, other.id, { name: 'Julie' })).id;
    for (const url of ['/roles/assign', '/roles/remove']) {
      expect((await call(app, 'POST', url, company, { agentId, roleId: foreignRole.id })).statusCode).toBe(
        404,
      );
      expect(
        (await call(app, 'POST', url, company, { agentId: foreignAgent, roleId: role.id })).statusCode,
      ).toBe(404);
    }
  });

  it('assign, say alreadyExists the second time, then remove', async () => {
    const company = await buildCompany(app);
    const role = await createRole(company);
    const agentId = (await buildAgent(app, company.id, { name: 'Julie' })).id;
    const first = await call(app, 'POST', '/roles/assign', company, { agentId, roleId: role.id });
    expect(first.json()).toEqual({
      success: true,
      alreadyExists: false,
      message: 'Qualification attribuée avec succès',
    });
    const second = await call(app, 'POST', '/roles/assign', company, { agentId, roleId: role.id });
    expect(second.json()).toEqual({
      success: true,
      alreadyExists: true,
      message: 'Qualification déjà attribuée',
    });
    expect((await call(app, 'POST', '/roles/agent', company, { agentId })).json()).toEqual([
      { id: role.id, name: 'Électricien', description: null },
    ]);
    const removed = await call(app, 'POST', '/roles/remove', company, { agentId, roleId: role.id });
    expect(removed.json()).toMatchObject({ success: true, message: 'Qualification retirée avec succès' });
    expect((await call(app, 'POST', '/roles/agent', company, { agentId })).json()).toEqual([]);
  });

  // Meaningful on PostgreSQL (two transactions race for the primary key); PGlite serialises them.
  it('a concurrent double assignment neither fails nor duplicates', async () => {
    const company = await buildCompany(app);
    const role = await createRole(company);
    const agentId = (await buildAgent(app, company.id, { name: 'Julie' })).id;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(app, 'POST', '/roles/assign', company, { agentId, roleId: role.id }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.filter((response) => response.json().alreadyExists === false)).toHaveLength(1);
    const links = await app.db
      .select()
      .from(agentRoles)
      .where(and(eq(agentRoles.companyId, company.id), eq(agentRoles.agentId, agentId)));
    expect(links).toHaveLength(1);
  });
});
