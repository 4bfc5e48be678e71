import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, PLANS } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildClient, fillClients } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { clients, missions } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const getAll = (company: TestCompany, filters: object = {}) =>
  call(app, 'POST', '/client/get-all', company.cookie, filters);

interface ListBody {
  data: { id: number; name: string }[];
  totalCount: number;
  nextCursor: string | null;
}

const validClient = {
  name: 'Durand',
  prenom: 'Emma',
  email: 'emma.durand@example.fr',
  telephone: '06 45 67 89 01',
  adresse: '7 rue Nationale, 92100 Boulogne-Billancourt',
  code_postal: '92100',
  operation_name: 'Entretien chaudière',
};

describe('POST /client/get-all', () => {
  it('refuses a bad page size with 400', async () => {
    const company = await buildCompany(app);
    expect((await getAll(company, { pageSize: 5000 })).statusCode).toBe(400);
  });

  it('answers a page of 20 by name with totalCount, and the next page', async () => {
    const company = await buildCompany(app);
    const operation = await buildOperation(app, company.id);
    for (let index = 0; index < 25; index += 1) {
      await buildClient(app, company.id, {
        name: `Client ${String(index).padStart(2, '0')}`,
        telephone: `06000000${String(index).padStart(2, '0')}`,
        operationId: operation.id,
      });
    }
    const first = (await getAll(company)).json();
    expect(first).toMatchObject({ success: true, totalCount: 25, page: 1, pageSize: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      name: 'Client 00',
      operation_name: 'Entretien chaudière',
      code_postal: '75004',
      region: 'Île-de-France',
    });
    expect(first.data[0].unique_link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = (await getAll(company, { page: 2 })).json<ListBody>();
    expect(second.data.map((client) => client.name)).toEqual([
      'Client 20',
      'Client 21',
      'Client 22',
      'Client 23',
      'Client 24',
    ]);
    // Keyset paging gives the same rows.
    const next = (await getAll(company, { cursor: first.nextCursor })).json<ListBody>();
    expect(next.data.map((client) => client.id)).toEqual(second.data.map((client) => client.id));
    expect((await getAll(company, { cursor: 'pas-un-curseur' })).statusCode).toBe(400);
  });

  it('filters by name, first name, operation and région, case-insensitively, and combines them', async () => {
    const company = await buildCompany(app);
    const boiler = await buildOperation(app, company.id, 'Entretien chaudière');
    const meter = await buildOperation(app, company.id, 'Installation compteur');
    await buildClient(app, company.id, {
      name: 'Dupont',
      prenom: 'Jean',
      codePostal: '75011',
      operationId: boiler.id,
      telephone: '0600000001',
    });
    await buildClient(app, company.id, {
      name: 'Dupuis',
      prenom: 'Anne',
      codePostal: '69002',
      operationId: meter.id,
      telephone: '0600000002',
    });
    await buildClient(app, company.id, {
      name: 'Martin',
      prenom: 'Jeanne',
      codePostal: '20200',
      operationId: boiler.id,
      telephone: '0600000003',
    });
    await buildClient(app, company.id, {
      name: 'Leroy',
      prenom: 'Louis',
      codePostal: '97110',
      operationId: meter.id,
      telephone: '0600000004',
    });
    await buildClient(app, company.id, {
      name: '100%_Bio',
      prenom: null,
      codePostal: '29200',
      operationId: meter.id,
      telephone: '0600000005',
    });
    const names = async (filters: object) =>
      (await getAll(company, filters)).json<ListBody>().data.map((client) => client.name);

    expect(await names({ name: 'DUP' })).toEqual(['Dupont', 'Dupuis']);
    expect(await names({ name: 'pont' })).toEqual(['Dupont']);
    expect(await names({ prenom: 'jean' })).toEqual(['Dupont', 'Martin']);
    expect(await names({ operationName: 'chaud' })).toEqual(['Dupont', 'Martin']);
    expect(await names({ regionName: 'île-de-france' })).toEqual(['Dupont']);
    expect(await names({ regionName: 'Auvergne' })).toEqual(['Dupuis']);
    expect(await names({ regionName: 'corse' })).toEqual(['Martin']);
    expect(await names({ regionName: 'Guadeloupe' })).toEqual(['Leroy']);
    expect(await names({ regionName: 'Atlantide' })).toEqual([]);
    expect(await names({ name: 'dup', operationName: 'compteur' })).toEqual(['Dupuis']);
    // LIKE wildcards in the search are literal characters.
    expect(await names({ name: '%_' })).toEqual(['100%_Bio']);
    expect(await names({ name: '_' })).toEqual(['100%_Bio']);
    // No partner of that name: none (client-partners.test.ts covers the partner filter).
    const partner = (await getAll(company, { partenaireName: 'Engie' })).json();
    expect(partner).toMatchObject({ success: true, data: [], totalCount: 0 });
    // Blank filters are no filters.
    expect((await getAll(company, { name: '  ', prenom: '' })).json().totalCount).toBe(5);
    expect((await getAll(company, { name: 'dup' })).json().totalCount).toBe(2);
  });

  it('ignores accents and case in every filter, as in the Région filter', async () => {
    const company = await buildCompany(app);
    const boiler = await buildOperation(app, company.id, 'Entretien Chaudière');
    await buildOperation(app, company.id, 'Installation compteur');
    await buildClient(app, company.id, {
      name: "D'AUBIGNÉ",
      prenom: 'Zoë',
      operationId: boiler.id,
      telephone: '0600000011',
    });
    await buildClient(app, company.id, {
      name: 'Aubigné',
      prenom: 'Œdipe',
      operationId: boiler.id,
      telephone: '0600000012',
    });
    await buildClient(app, company.id, { name: 'Aubigny', prenom: 'Zoé', telephone: '0600000013' });
    const names = async (filters: object) =>
      (await getAll(company, filters)).json<ListBody>().data.map((client) => client.name);

    expect(await names({ name: 'aubigne' })).toEqual(['Aubigné', "D'AUBIGNÉ"]);
    expect(await names({ name: 'AUBIGNÉ' })).toEqual(['Aubigné', "D'AUBIGNÉ"]);
    expect(await names({ name: 'Aubígne' })).toEqual(['Aubigné', "D'AUBIGNÉ"]);
    expect(await names({ prenom: 'zoe' })).toEqual(['Aubigny', "D'AUBIGNÉ"]);
    expect(await names({ prenom: 'ZOË' })).toEqual(['Aubigny', "D'AUBIGNÉ"]);
    expect(await names({ prenom: 'oedipe' })).toEqual(['Aubigné']);
    expect(await names({ operationName: 'chaudiere' })).toEqual(['Aubigné', "D'AUBIGNÉ"]);
    expect(await names({ operationName: 'CHAUDIÈRE' })).toEqual(['Aubigné', "D'AUBIGNÉ"]);
  });

  it('refuses an unknown scheduling filter with 400 and its French message', async () => {
    const company = await buildCompany(app);
    const response = await getAll(company, { planification: 'bientot' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MESSAGES.clientList.schedulingInvalid });
  });

  it('lists the clients to schedule by default, the scheduled ones or all on demand; a name search finds a scheduled client', async () => {
    const company = await buildCompany(app);
    const waiting = await buildClient(app, company.id, { name: 'Attente', telephone: '0611111111' });
    const booked = await buildClient(app, company.id, { name: 'Reserve', telephone: '0622222222' });
    await app.db
      .insert(missions)
      .values({ companyId: company.id, clientId: booked.id, clientName: 'Reserve', adresse: '1 rue' });
    const listed = async (filters: object) => {
      const response = await getAll(company, filters);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { name: string; is_scheduled: boolean }[]; totalCount: number }>();
      expect(body.totalCount).toBe(body.data.length);
      return body.data.map((client) => [client.name, client.is_scheduled]);
    };
    expect(await listed({})).toEqual([['Attente', false]]);
    expect(await listed({ planification: 'a-planifier' })).toEqual([['Attente', false]]);
    expect(await listed({ planification: 'planifies' })).toEqual([['Reserve', true]]);
    expect(await listed({ planification: 'tous' })).toEqual([
      ['Attente', false],
      ['Reserve', true],
    ]);
    // A name search looks for one client: with 'à planifier' it finds the scheduled one too.
    expect(await listed({ name: 'reser' })).toEqual([['Reserve', true]]);
    expect(await listed({ prenom: 'paul' })).toEqual([
      ['Attente', false],
      ['Reserve', true],
    ]);
    expect(await listed({ name: 'attente', planification: 'planifies' })).toEqual([]);
    // Other filters keep the spec's list of the clients to schedule.
    expect(await listed({ operationName: 'opération test' })).toEqual([['Attente', false]]);
    expect(waiting.id).not.toBe(booked.id);
  });

  it("never lists another company's clients", async () => {
    const mine = await buildCompany(app);
    const other = await buildCompany(app);
    await buildClient(app, other.id, { name: 'Secret' });
    const body = (await getAll(mine, { name: 'Secret', company_name: other.name })).json();
    expect(body.totalCount).toBe(0);
  });
});

describe('POST /client/new-client', () => {
  it.each([
    [{ name: '' }, MESSAGES.clients.nameRequired],
    [{ adresse: '   ' }, MESSAGES.clients.addressRequired],
    [{ code_postal: '7500' }, 'Le code postal doit contenir 5 chiffres'],
    [{ code_postal: '75OO1' }, 'Le code postal doit contenir 5 chiffres'],
    [{ code_postal: '' }, 'Le code postal doit contenir 5 chiffres'],
    [{ telephone: '' }, MESSAGES.clients.telephoneRequired],
    [{ telephone: 'appelez-moi' }, MESSAGES.clients.telephoneInvalid],
    [{ operation_name: '' }, MESSAGES.clients.operationRequired],
    [{ email: 'pas-un-email' }, MESSAGES.clients.emailInvalid],
  ])('refuses %o with 400 and its French message', async (change, message) => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses an operation of another company with 400', async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    await buildOperation(app, other.id, 'Opération ailleurs');
    const response = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      operation_name: 'Opération ailleurs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.clients.operationUnknown);
  });

  it('stores the coordinates of the chosen suggestion, else those of the postal code', async () => {
    const company = await buildCompany(app);
    await buildOperation(app, company.id, 'Entretien chaudière');
    const located = await call(app, 'POST', '/client/new-client', company.cookie, validClient);
    expect(located.statusCode).toBe(201);
    const chosen = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      name: 'Choisi',
      email: 'choisi@example.fr',
      telephone: '0600000001',
      latitude: 48.8,
      longitude: 2.2,
    });
    expect(chosen.statusCode).toBe(201);
    const rows = await app.db.select().from(clients).where(eq(clients.companyId, company.id));
    const boulogne = rows.find((row) => row.name === 'Durand')!;
    expect(boulogne.latitude).toBeCloseTo(48.84, 1);
    expect(boulogne.longitude).toBeCloseTo(2.24, 1);
    expect(rows.find((row) => row.name === 'Choisi')).toMatchObject({ latitude: 48.8, longitude: 2.2 });
  });

  it('refuses an address whose postal code is not the commune it names, and saves nothing', async () => {
    const company = await buildCompany(app);
    await buildOperation(app, company.id, 'Entretien chaudière');
    const response = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      adresse: '3 place Bellecour, 75001 Lyon',
      code_postal: '75001',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'));
    expect(await app.db.select().from(clients).where(eq(clients.companyId, company.id))).toEqual([]);
  });

  it("refuses one client beyond the plan's limit (403) and creates none; an unlimited plan is never refused", async () => {
    const company = await buildCompany(app, { plan: 'standard' });
    await buildOperation(app, company.id, 'Entretien chaudière');
    const limit = PLANS.standard.limits.clients;
    await fillClients(app, company.id, limit - 1);
    const last = await call(app, 'POST', '/client/new-client', company.cookie, validClient);
    expect(last.statusCode, last.body).toBe(201);
    const beyond = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      name: 'Un de trop',
      email: 'trop@example.fr',
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error).toBe(MESSAGES.clients.limitReached(limit));
    expect((await getAll(company)).json().totalCount).toBe(limit);
    await setPlan(app, company.id, 'premium');
    const unlimited = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      name: 'Illimité',
      email: 'illimite@example.fr',
    });
    expect(unlimited.statusCode, unlimited.body).toBe(201);
  });

  it('lets concurrent creations at the limit through one by one: never beyond it', async () => {
    const company = await buildCompany(app, { plan: 'standard' });
    await buildOperation(app, company.id, 'Entretien chaudière');
    const limit = PLANS.standard.limits.clients;
    await fillClients(app, company.id, limit - 3);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(app, 'POST', '/client/new-client', company.cookie, {
          ...validClient,
          name: `Concurrent ${index}`,
          email: `concurrent.${index}@example.fr`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 201, 201, 403, 403, 403, 403, 403,
    ]);
    expect((await getAll(company)).json().totalCount).toBe(limit);
  });

  it('creates the client with its own 128-bit booking token; prénom and e-mail are optional', async () => {
    const company = await buildCompany(app);
    await buildOperation(app, company.id, 'Entretien chaudière');
    const response = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      prenom: '',
      email: '',
      company_name: 'ignorée',
      company_password: 'ignoré',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Client ajouté avec succès' });
    expect(body.data).toMatchObject({
      name: 'Durand',
      prenom: null,
      email: null,
      // "06 45 67 89 01" as typed, stored in E.164.
      telephone: '+33645678901',
      operation_name: 'Entretien chaudière',
    });
    expect(Buffer.from(body.data.unique_link, 'base64url')).toHaveLength(16);
    const second = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      name: 'Autre',
      telephone: '0700000000',
      email: 'autre@example.fr',
    });
    expect(second.json().data.unique_link).not.toBe(body.data.unique_link);
  });

  it('refuses a second client with the same e-mail, or the same name and phone, with 409', async () => {
    const company = await buildCompany(app);
    await buildOperation(app, company.id, 'Entretien chaudière');
    expect((await call(app, 'POST', '/client/new-client', company.cookie, validClient)).statusCode).toBe(201);
    const sameEmail = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      name: 'Autre',
      email: 'EMMA.DURAND@example.fr',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe(MESSAGES.clients.duplicate);
    const samePhone = await call(app, 'POST', '/client/new-client', company.cookie, {
      ...validClient,
      email: 'autre@example.fr',
      telephone: '+33 6 45 67 89 01',
    });
    expect(samePhone.statusCode).toBe(409);
  });
});

describe('PUT /client/update', () => {
  it("requires the name and the address with the spec's message", async () => {
    const company = await buildCompany(app);
    const client = await buildClient(app, company.id);
    for (const change of [{ name: '' }, { adresse: '' }]) {
      const response = await call(app, 'PUT', '/client/update', company.cookie, {
        id: client.id,
        name: 'Martin',
        adresse: '1 rue X',
        code_postal: '75004',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Le nom et l'adresse sont obligatoires");
    }
  });

  it("answers 404 for another company's client and changes nothing", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const client = await buildClient(app, other.id);
    const response = await call(app, 'PUT', '/client/update', company.cookie, {
      id: client.id,
      name: 'Piraté',
      adresse: '1 rue X',
      code_postal: '75004',
    });
    expect(response.statusCode).toBe(404);
    const [row] = await app.db
      .select()
      .from(clients)
      .where(and(eq(clients.companyId, other.id), eq(clients.id, client.id)));
    expect(row?.name).toBe('Martin');
  });

  it('updates the fields and the operation', async () => {
    const company = await buildCompany(app);
    const client = await buildClient(app, company.id);
    await buildOperation(app, company.id, 'Dépannage express');
    const response = await call(app, 'PUT', '/client/update', company.cookie, {
      id: client.id,
      name: 'Martin-Leroy',
      prenom: 'Paul',
      email: 'paul@example.fr',
      telephone: '0611111111',
      adresse: '5 place Bellecour, 69002 Lyon',
      code_postal: '69002',
      operation_name: 'Dépannage express',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Martin-Leroy',
      email: 'paul@example.fr',
      code_postal: '69002',
      region: 'Auvergne-Rhône-Alpes',
      operation_name: 'Dépannage express',
      unique_link: client.uniqueLink,
    });
  });
});

describe('POST /client/delete-client', () => {
  it('needs an id', async () => {
    const company = await buildCompany(app);
    const response = await call(app, 'POST', '/client/delete-client', company.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.clients.idRequired);
  });

  it("answers 404 for another company's client, and deletes one's own", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const theirs = await buildClient(app, other.id);
    expect(
      (await call(app, 'POST', '/client/delete-client', company.cookie, { id: theirs.id })).statusCode,
    ).toBe(404);
    const mine = await buildClient(app, company.id);
    const response = await call(app, 'POST', '/client/delete-client', company.cookie, { id: mine.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.clients.deleteSuccess });
    expect((await getAll(company)).json().totalCount).toBe(0);
    expect(
      (await call(app, 'POST', '/client/delete-client', company.cookie, { id: mine.id })).statusCode,
    ).toBe(404);
  });
  it('keeps the missions of a deleted client, with their own copy of its name', async () => {
    const company = await buildCompany(app);
    const client = await buildClient(app, company.id);
    const [mission] = await app.db
      .insert(missions)
      .values({ companyId: company.id, clientId: client.id, clientName: 'Client supprimé', adresse: '1 rue' })
      .returning({ id: missions.id });
    const response = await call(app, 'POST', '/client/delete-client', company.cookie, { id: client.id });
    expect(response.statusCode, response.body).toBe(200);
    const [kept] = await app.db
      .select({ clientId: missions.clientId, clientName: missions.clientName, companyId: missions.companyId })
      .from(missions)
      .where(eq(missions.id, mission!.id));
    expect(kept).toEqual({ clientId: null, clientName: 'Client supprimé', companyId: company.id });
  });
});

describe('POST /operations/get-all', () => {
  it("lists the session company's operations only", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    await buildOperation(app, company.id, 'B');
    await buildOperation(app, company.id, 'A');
    await buildOperation(app, other.id, 'C');
    const response = await call(app, 'POST', '/operations/get-all', company.cookie);
    expect(response.json<{ name: string }[]>().map((operation) => operation.name)).toEqual(['A', 'B']);
  });
});
