import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../test/test-app.ts';
import { call } from '../test/call.ts';
import { buildAgent } from '../test/factories/agents.ts';
import { buildOperation } from '../test/factories/operations.ts';
import {
  agents,
  clients,
  forms,
  idempotencyKeys,
  missions,
  operations,
  partners,
  roles,
} from '../db/schema/index.ts';
import { REPLAYED_HEADER } from './idempotency.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, company: TestCompany, payload: object, key?: string) =>
  call(app, 'POST', url, company, payload, key ? { 'idempotency-key': key } : {});

/** A company on the business plan (forms need it) with the operation the client bodies name and an agent. */
async function readyCompany() {
  const company = await buildCompany(app, { plan: 'business' });
  await buildOperation(app, company.id, 'Entretien chaudière');
  const agent = await buildAgent(app, company.id);
  return { ...company, agentId: agent.id };
}

const countRows = async (
  table:
    | typeof agents
    | typeof roles
    | typeof operations
    | typeof partners
    | typeof forms
    | typeof clients
    | typeof missions,
  companyId: number,
) => {
  const [row] = await app.db
    .select({ value: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.companyId, companyId));
  return row!.value;
};

interface CreateRoute {
  url: string;
  body: (name: string, company: { agentId: number }) => object;
  table: Parameters<typeof countRows>[0];
}

/** Every creation route of the back office, with a valid body. */
const CREATE_ROUTES: CreateRoute[] = [
  {
    url: '/agents/create',
    body: (name) => ({
      name,
      postal_code: '75011',
      adresse: '12 rue Oberkampf, 75011 Paris',
      password: 'secret-agent',
    }),
    table: agents,
  },
  { url: '/roles/create', body: (name) => ({ name }), table: roles },
  { url: '/operations/new-operation', body: (name) => ({ name, duration: 4 }), table: operations },
  {
    url: '/partenaires/new-partenaire',
    body: (nom) => ({
      nom,
      email: 'envoi@exemple.fr',
      telephone: '01 23 45 67 89',
      serveur_smtp: 'smtp.exemple.fr',
      port_smtp: 587,
      mot_de_passe_mail: 'secret',
    }),
    table: partners,
  },
  {
    url: '/forms/create',
    body: (name) => ({
      name,
      description: '',
      fields: [{ field_type: 'text', field_name: 'compteur', field_label: 'Compteur', is_required: true }],
    }),
    table: forms,
  },
  {
    url: '/client/new-client',
    body: (name) => ({
      name,
      telephone: '06 45 67 89 01',
      adresse: '7 rue Nationale, 92100 Boulogne-Billancourt',
      code_postal: '92100',
      operation_name: 'Entretien chaudière',
    }),
    table: clients,
  },
  {
    url: '/api/rdv-unified',
    // 'Second' takes other hours: the first two would overlap on the agent's day.
    body: (name, company) => ({
      client_name: name,
      adresse: '1 rue de la Paix, 75002 Paris',
      sessions: [
        {
          date: workWeekAt(parisDateOf(new Date()), 1).days[0],
          beginning: name === 'Second' ? 8 : 0,
          ending: name === 'Second' ? 12 : 4,
          agents: [{ agent_id: company.agentId }],
        },
      ],
    }),
    table: missions,
  },
];

const isSuccess = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

describe.each(CREATE_ROUTES)('Idempotency-Key on POST $url', (route) => {
  // On PGlite the two requests still interleave at each query; on PostgreSQL they truly race and
  // the primary key of idempotency_keys decides which one creates the row.
  it('creates one row for the same request sent twice at once, both answered with it', async () => {
    const company = await readyCompany();
    const before = await countRows(route.table, company.id);
    const key = randomUUID();
    const responses = await Promise.all([
      post(route.url, company, route.body('Doublon', company), key),
      post(route.url, company, route.body('Doublon', company), key),
    ]);
    expect(responses.every(isSuccess), responses.map((response) => response.body).join('\n')).toBe(true);
    expect(responses[0].body).toBe(responses[1].body);
    expect(responses.filter((response) => response.headers[REPLAYED_HEADER] === 'true')).toHaveLength(1);
    expect(await countRows(route.table, company.id)).toBe(before + 1);
  });

  it('replays the first answer to a retry, and creates again with a new key', async () => {
    const company = await readyCompany();
    const before = await countRows(route.table, company.id);
    const key = randomUUID();
    const first = await post(route.url, company, route.body('Premier', company), key);
    const retry = await post(route.url, company, route.body('Premier', company), key);
    expect(isSuccess(first)).toBe(true);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.body).toBe(first.body);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(await countRows(route.table, company.id)).toBe(before + 1);
    const next = await post(route.url, company, route.body('Second', company), randomUUID());
    expect(isSuccess(next)).toBe(true);
    expect(await countRows(route.table, company.id)).toBe(before + 2);
  });
});

describe('Idempotency-Key', () => {
  const partnerRoute = CREATE_ROUTES.find((route) => route.url === '/partenaires/new-partenaire')!;
  const roleRoute = CREATE_ROUTES.find((route) => route.url === '/roles/create')!;

  it('without the header, two identical creations make two rows (partners have no unique name)', async () => {
    const company = await readyCompany();
    await Promise.all([
      post(partnerRoute.url, company, partnerRoute.body('Même', company)),
      post(partnerRoute.url, company, partnerRoute.body('Même', company)),
    ]);
    expect(await countRows(partners, company.id)).toBe(2);
  });

  it('refuses a key that is not a UUID (400, French) and creates nothing', async () => {
    const company = await readyCompany();
    for (const key of ['abc', `${randomUUID()}x`, '']) {
      const response = await post(roleRoute.url, company, roleRoute.body('Plombier', company), key || ' ');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.http.idempotencyKeyInvalid);
    }
    expect(await countRows(roles, company.id)).toBe(0);
    // The IETF draft's quoted form is accepted.
    const quoted = await post(
      roleRoute.url,
      company,
      roleRoute.body('Plombier', company),
      `"${randomUUID()}"`,
    );
    expect(quoted.statusCode).toBe(201);
  });

  it('refuses the same key with another body or on another route (422) and creates nothing more', async () => {
    const company = await readyCompany();
    const key = randomUUID();
    expect((await post(roleRoute.url, company, roleRoute.body('Plombier', company), key)).statusCode).toBe(
      201,
    );
    const otherBody = await post(roleRoute.url, company, roleRoute.body('Électricien', company), key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().error).toBe(MESSAGES.http.idempotencyKeyReused);
    const otherRoute = await post(partnerRoute.url, company, partnerRoute.body('Plombier', company), key);
    expect(otherRoute.statusCode).toBe(422);
    expect(await countRows(roles, company.id)).toBe(1);
    expect(await countRows(partners, company.id)).toBe(0);
  });

  it('frees the key of a refused request: the corrected form is created with the same key', async () => {
    const company = await readyCompany();
    const key = randomUUID();
    await post(roleRoute.url, company, roleRoute.body('Plombier', company));
    const duplicate = await post(roleRoute.url, company, roleRoute.body('plombier', company), key);
    expect(duplicate.statusCode).toBe(409);
    const invalid = await post(roleRoute.url, company, { name: '' }, key);
    expect(invalid.statusCode).toBe(400);
    const corrected = await post(roleRoute.url, company, roleRoute.body('Soudeur', company), key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await countRows(roles, company.id)).toBe(2);
  });

  it('scopes keys by company: the same key creates in each company', async () => {
    const [first, second] = await Promise.all([readyCompany(), readyCompany()]);
    const key = randomUUID();
    const mine = await post(roleRoute.url, first, roleRoute.body('Plombier', first), key);
    const theirs = await post(roleRoute.url, second, roleRoute.body('Plombier', second), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().role.id).not.toBe(mine.json().role.id);
    expect(await countRows(roles, second.id)).toBe(1);
  });

  it('waits for a request still running with the key and answers what it stored', async () => {
    const company = await readyCompany();
    const key = randomUUID();
    const first = await post(roleRoute.url, company, roleRoute.body('Plombier', company), key);
    // Back to "running": the first answer is written 300 ms after the retry arrives.
    await app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null })
      .where(and(eq(idempotencyKeys.companyId, company.id), eq(idempotencyKeys.key, key)));
    const later = setTimeout(300).then(() =>
      app.db
        .update(idempotencyKeys)
        .set({ statusCode: first.statusCode, responseBody: first.body })
        .where(and(eq(idempotencyKeys.companyId, company.id), eq(idempotencyKeys.key, key))),
    );
    const retry = await post(roleRoute.url, company, roleRoute.body('Plombier', company), key);
    await later;
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await countRows(roles, company.id)).toBe(1);
  });

  it("answers 409 'Requête déjà en cours de traitement' when the running request does not finish in time", async () => {
    const company = await readyCompany();
    const key = randomUUID();
    await post(roleRoute.url, company, roleRoute.body('Plombier', company), key);
    await app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null })
      .where(and(eq(idempotencyKeys.companyId, company.id), eq(idempotencyKeys.key, key)));
    const retry = await post(roleRoute.url, company, roleRoute.body('Plombier', company), key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(MESSAGES.http.requestInProgress);
    expect(await countRows(roles, company.id)).toBe(1);
  });

  it('forgets keys after 24 hours: an old key creates again, and expired keys are deleted', async () => {
    const company = await readyCompany();
    const key = randomUUID();
    await post(roleRoute.url, company, roleRoute.body('Plombier', company), key);
    const stale = randomUUID();
    await app.db.insert(idempotencyKeys).values({
      companyId: company.id,
      key: stale,
      route: 'POST /roles/create',
      requestHash: 'x',
      statusCode: 201,
      responseBody: '{}',
    });
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.companyId, company.id));
    const again = await post(roleRoute.url, company, roleRoute.body('Soudeur', company), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await countRows(roles, company.id)).toBe(2);
    // A new server process purges expired keys on its first keyed request.
    const fresh = await createTestApp();
    try {
      await fresh.inject({
        method: 'POST',
        url: roleRoute.url,
        payload: roleRoute.body('Maçon', company),
        headers: { cookie: company.cookie, 'idempotency-key': randomUUID() },
      });
    } finally {
      await fresh.close();
    }
    const keys = await app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.companyId, company.id));
    expect(keys.map((row) => row.key)).not.toContain(stale);
    expect(keys.map((row) => row.key)).toContain(key);
  });
});
