import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../test/test-app.ts';
import { call } from '../test/call.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Area {
  label: string;
  create: { url: string; body: (name: string) => object; key: string };
  update: { method: 'POST' | 'PUT'; url: string };
  list: string;
  message: string;
}

const AREAS: Area[] = [
  {
    label: 'agents',
    create: {
      url: '/agents/create',
      body: (name) => ({
        name,
        postal_code: '75011',
        adresse: '12 rue Oberkampf, 75011 Paris',
        password: 'secret-agent',
      }),
      key: 'agent',
    },
    update: { method: 'PUT', url: '/agents/update' },
    list: '/agents/get-all',
    message: MESSAGES.agents.duplicateName,
  },
  {
    label: 'qualifications',
    create: { url: '/roles/create', body: (name) => ({ name }), key: 'role' },
    update: { method: 'POST', url: '/roles/update' },
    list: '/roles/get-all',
    message: MESSAGES.roles.duplicateName,
  },
  {
    label: 'operations',
    create: { url: '/operations/new-operation', body: (name) => ({ name, duration: 4 }), key: 'operation' },
    update: { method: 'PUT', url: '/operations/update' },
    list: '/operations/get-all',
    message: MESSAGES.operations.duplicateName,
  },
];

async function namesOf(area: Area, company: TestCompany): Promise<string[]> {
  const response = await call(app, 'POST', area.list, company, {});
  return response
    .json<{ name: string }[]>()
    .map((row) => row.name)
    .sort();
}

describe.each(AREAS)('$label names are unique per company', (area) => {
  const create = (company: TestCompany, name: string) =>
    call(app, 'POST', area.create.url, company, area.create.body(name));

  it('refuses the same name whatever the case and outer spaces (409, French message)', async () => {
    const company = await buildCompany(app);
    expect((await create(company, 'Pose Compteur')).statusCode).toBe(201);
    for (const name of ['Pose Compteur', 'pose compteur', '  POSE COMPTEUR ']) {
      const response = await create(company, name);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(area.message);
    }
    expect(await namesOf(area, company)).toEqual(['Pose Compteur']);
  });

  it('allows the same name in another company', async () => {
    const [first, second] = await Promise.all([buildCompany(app), buildCompany(app)]);
    expect((await create(first, 'Dépannage')).statusCode).toBe(201);
    expect((await create(second, 'Dépannage')).statusCode).toBe(201);
  });

  it("refuses renaming to another row's name (409) and changes nothing; a row keeps its own name", async () => {
    const company = await buildCompany(app);
    await create(company, 'Alpha');
    const beta = (await create(company, 'Beta')).json()[area.create.key] as { id: number };
    const taken = await call(app, area.update.method, area.update.url, company, {
      ...area.create.body(' ALPHA'),
      id: beta.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(area.message);
    expect(await namesOf(area, company)).toEqual(['Alpha', 'Beta']);
    const own = await call(app, area.update.method, area.update.url, company, {
      ...area.create.body('beta'),
      id: beta.id,
    });
    expect(own.statusCode).toBe(200);
    expect(await namesOf(area, company)).toEqual(['Alpha', 'beta']);
  });

  // PGlite runs one statement at a time; on PostgreSQL both inserts race and the unique index decides.
  it('creates one row when two creations with the same name race', async () => {
    const company = await buildCompany(app);
    const responses = await Promise.all([create(company, 'Course'), create(company, 'course ')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await namesOf(area, company)).toHaveLength(1);
  });
});

/** The hand-written statement of migration 0007 that renames existing duplicates. */
function dedupeStatement(): string {
  const file = path.join(
    import.meta.dirname,
    '../db/migrations/0010_unique_names_default_partner_idempotency.sql',
  );
  const statement = readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes('DO $$'));
  if (!statement) {
    throw new Error('no DO block in migration 0007');
  }
  return statement;
}

class Rollback extends Error {}

describe('migration 0007: existing duplicate names', () => {
  it('renames later duplicates with the first free suffix, keeping ids and links', async () => {
    let result: { table: string; company_id: number; id: number; name: string }[] = [];
    let links: { agent_id: number; role_id: number }[] = [];
    // Temporary tables of the same names shadow the real ones inside this transaction, which rolls back.
    await app.db
      .transaction(async (tx) => {
        const setup = [
          'create temporary table agents (company_id int, id int, name text, primary key (company_id, id)) on commit drop',
          'create temporary table roles (company_id int, id int, name text, primary key (company_id, id)) on commit drop',
          'create temporary table operations (company_id int, id int, name text) on commit drop',
          `create temporary table agent_roles (company_id int, agent_id int, role_id int,
            foreign key (company_id, agent_id) references agents (company_id, id),
            foreign key (company_id, role_id) references roles (company_id, id)) on commit drop`,
          "insert into agents values (1, 1, 'Julie'), (1, 2, 'julie '), (1, 3, 'Marc'), (2, 4, 'Julie')",
          "insert into roles values (1, 1, 'Plombier'), (1, 2, 'Plombier (2)'), (1, 3, ' plombier '), (1, 4, 'PLOMBIER')",
          "insert into operations values (1, 1, 'Pose'), (1, 2, 'Pose'), (1, 3, 'Pose')",
          'insert into agent_roles values (1, 2, 3), (1, 2, 4)',
        ];
        for (const statement of setup) {
          await tx.execute(sql.raw(statement));
        }
        await tx.execute(sql.raw(dedupeStatement()));
        const rows = await tx.execute(
          sql.raw(`
          select 'agents' as table, company_id, id, name from agents
          union all select 'roles', company_id, id, name from roles
          union all select 'operations', company_id, id, name from operations
          order by 1, 2, 3`),
        );
        result = (rows as { rows: typeof result }).rows;
        const linkRows = await tx.execute(sql.raw('select agent_id, role_id from agent_roles order by 2'));
        links = (linkRows as { rows: typeof links }).rows;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) {
          throw error;
        }
      });
    expect(result.map((row) => [row.table, row.id, row.name])).toEqual([
      ['agents', 1, 'Julie'],
      ['agents', 2, 'julie (2)'],
      ['agents', 3, 'Marc'],
      // Another company's "Julie" is not a duplicate.
      ['agents', 4, 'Julie'],
      ['operations', 1, 'Pose'],
      ['operations', 2, 'Pose (2)'],
      ['operations', 3, 'Pose (3)'],
      ['roles', 1, 'Plombier'],
      // "Plombier (2)" was taken: the next free suffix.
      ['roles', 2, 'Plombier (2)'],
      ['roles', 3, 'plombier (3)'],
      ['roles', 4, 'PLOMBIER (4)'],
    ]);
    expect(links).toEqual([
      { agent_id: 2, role_id: 3 },
      { agent_id: 2, role_id: 4 },
    ]);
    // The real tables were left alone.
    const real = await app.db.execute(sql`select count(*)::int as count from pg_indexes where indexname in
      ('agents_company_name_unique', 'roles_company_name_unique', 'operations_company_name_unique')`);
    expect((real as { rows: { count: number }[] }).rows[0]!.count).toBe(3);
  });
});
