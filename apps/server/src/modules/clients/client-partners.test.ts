import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';
import { clients } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function createPartner(company: TestCompany, nom: string) {
  const response = await call(app, 'POST', '/partenaires/new-partenaire', company, {
    nom,
    email: 'envoi@exemple.fr',
    telephone: '01 23 45 67 89',
    serveur_smtp: 'smtp.exemple.fr',
    port_smtp: 587,
    secure: false,
    mot_de_passe_mail: 'secret',
  });
  expect(response.statusCode).toBe(201);
  return response.json().partenaire as { id: number; nom: string; is_default: boolean };
}

const newClient = (overrides: object = {}) => ({
  name: 'Durand',
  prenom: 'Emma',
  telephone: '06 45 67 89 01',
  adresse: '7 rue Nationale, 92100 Boulogne-Billancourt',
  code_postal: '92100',
  operation_name: 'Entretien chaudière',
  ...overrides,
});

async function companyWithOperation() {
  const company = await buildCompany(app, { plan: 'business' });
  await buildOperation(app, company.id, 'Entretien chaudière');
  return company;
}

async function partnerIdsOf(companyId: number) {
  const rows = await app.db
    .select({ name: clients.name, partnerId: clients.partnerId })
    .from(clients)
    .where(eq(clients.companyId, companyId))
    .orderBy(clients.name);
  return Object.fromEntries(rows.map((row) => [row.name, row.partnerId]));
}

describe('POST /client/new-client: partner', () => {
  it("gives a new client the company's default partner, or none while it has no partner", async () => {
    const company = await companyWithOperation();
    const without = await call(app, 'POST', '/client/new-client', company, newClient({ name: 'Sans' }));
    expect(without.json().data).toMatchObject({ partenaire_id: null, partenaire_nom: null });
    const first = await createPartner(company, 'Agence Nord');
    await createPartner(company, 'Agence Sud');
    const response = await call(app, 'POST', '/client/new-client', company, newClient());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ partenaire_id: first.id, partenaire_nom: 'Agence Nord' });
  });

  it('keeps the partner chosen on the form', async () => {
    const company = await companyWithOperation();
    await createPartner(company, 'Agence Nord');
    const south = await createPartner(company, 'Agence Sud');
    const response = await call(
      app,
      'POST',
      '/client/new-client',
      company,
      newClient({ partenaire_id: south.id }),
    );
    expect(response.json().data).toMatchObject({ partenaire_id: south.id, partenaire_nom: 'Agence Sud' });
  });

  it("refuses a bad id (400) and another company's partner (404), creating nothing", async () => {
    const company = await companyWithOperation();
    const other = await buildCompany(app);
    const theirs = await createPartner(other, 'Ailleurs');
    const bad = await call(app, 'POST', '/client/new-client', company, newClient({ partenaire_id: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MESSAGES.settings.invalidId);
    const foreign = await call(
      app,
      'POST',
      '/client/new-client',
      company,
      newClient({ partenaire_id: theirs.id }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(MESSAGES.clients.partnerUnknown);
    expect(await partnerIdsOf(company.id)).toEqual({});
  });
});

describe('a client created while its partner is deleted', () => {
  // On PostgreSQL the creation and the deletion truly race; PGlite runs one statement at a time.
  it('answers 201 (the client then passes to the default partner) or 404, never 500', async () => {
    const company = await companyWithOperation();
    const kept = await createPartner(company, 'Agence gardée');
    for (let round = 0; round < 6; round += 1) {
      const doomed = await createPartner(company, `Agence ${round}`);
      const [created, deleted] = await Promise.all([
        call(app, 'POST', '/client/new-client', company, {
          ...newClient({ name: `Course ${round}`, telephone: `06000000${round}0` }),
          partenaire_id: doomed.id,
        }),
        app.inject({
          method: 'DELETE',
          url: '/partenaires/delete',
          payload: { id: doomed.id },
          headers: { cookie: company.cookie },
        }),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([201, 404], created.body).toContain(created.statusCode);
      if (created.statusCode === 404) {
        expect(created.json().error).toBe(MESSAGES.clients.partnerUnknown);
      }
    }
    const partnerIds = Object.values(await partnerIdsOf(company.id));
    expect(partnerIds.every((partnerId) => partnerId === kept.id)).toBe(true);
  });
});

describe('PUT /client/update: partner', () => {
  it('keeps the partner when omitted, changes it, removes it with null', async () => {
    const company = await companyWithOperation();
    const north = await createPartner(company, 'Agence Nord');
    const south = await createPartner(company, 'Agence Sud');
    const created = (await call(app, 'POST', '/client/new-client', company, newClient())).json().data as {
      id: number;
    };
    const update = (overrides: object) =>
      call(app, 'PUT', '/client/update', company, { ...newClient(), id: created.id, ...overrides });
    expect((await update({})).json().data.partenaire_id).toBe(north.id);
    expect((await update({ partenaire_id: south.id })).json().data).toMatchObject({
      partenaire_id: south.id,
      partenaire_nom: 'Agence Sud',
    });
    expect((await update({ partenaire_id: null })).json().data.partenaire_id).toBeNull();
  });

  it("refuses another company's partner (404) and changes nothing", async () => {
    const company = await companyWithOperation();
    const north = await createPartner(company, 'Agence Nord');
    const theirs = await createPartner(await buildCompany(app), 'Ailleurs');
    const created = (await call(app, 'POST', '/client/new-client', company, newClient())).json().data as {
      id: number;
    };
    const response = await call(app, 'PUT', '/client/update', company, {
      ...newClient({ name: 'Changé' }),
      id: created.id,
      partenaire_id: theirs.id,
    });
    expect(response.statusCode).toBe(404);
    expect(await partnerIdsOf(company.id)).toEqual({ Durand: north.id });
  });
});

describe("POST /client/get-all: the 'Partenaire' filter", () => {
  it("finds the clients of the partners whose name contains the text, in the company's partners only", async () => {
    const company = await companyWithOperation();
    const north = await createPartner(company, 'Engie Nord');
    const south = await createPartner(company, 'Agence Sud');
    await buildClient(app, company.id, { name: 'Alpha', telephone: '0600000001', partnerId: north.id });
    await buildClient(app, company.id, { name: 'Beta', telephone: '0600000002', partnerId: south.id });
    await buildClient(app, company.id, { name: 'Gamma', telephone: '0600000003' });
    // Another company's partner of the same name does not bring its clients.
    const other = await buildCompany(app);
    const theirs = await createPartner(other, 'Engie Nord');
    await buildClient(app, other.id, { name: 'Secret', partnerId: theirs.id });
    const names = async (partenaireName: string) =>
      (await call(app, 'POST', '/client/get-all', company, { partenaireName }))
        .json<{ data: { name: string; partenaire_nom: string | null }[] }>()
        .data.map((client) => `${client.name}/${client.partenaire_nom}`);
    expect(await names('engie')).toEqual(['Alpha/Engie Nord']);
    expect(await names('AGENCE')).toEqual(['Beta/Agence Sud']);
    expect(await names('e')).toEqual(['Alpha/Engie Nord', 'Beta/Agence Sud']);
    expect(await names('Inconnu')).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });

  it('ignores accents and case in the partner name', async () => {
    const company = await companyWithOperation();
    const energy = await createPartner(company, 'Énergie Île');
    await buildClient(app, company.id, { name: 'Alpha', telephone: '0600000001', partnerId: energy.id });
    const names = async (partenaireName: string) =>
      (await call(app, 'POST', '/client/get-all', company, { partenaireName }))
        .json<{ data: { name: string }[] }>()
        .data.map((client) => client.name);
    expect(await names('energie')).toEqual(['Alpha']);
    expect(await names('ÉNERGIE ILE')).toEqual(['Alpha']);
    expect(await names('Ènergie')).toEqual(['Alpha']);
  });
});

describe('POST /client/upload-csv: partner of the campaign', () => {
  const CSV = [
    'nom;prenom;email;telephone;adresse;code_postal;operation',
    'Dupont;Jean;jean.dupont@example.fr;0611111111;12 rue de la Paix, Paris;75002;Entretien chaudière',
    'Bernard;Lucie;;0622222222;5 place Bellecour, Lyon;69002;Entretien chaudière',
  ].join('\n');
  const importCsv = (company: TestCompany, extra: MultipartPart[]) => {
    const { payload, headers } = multipart([
      { name: 'campagne_name', value: 'Printemps' },
      ...extra,
      { name: 'file', filename: 'clients.csv', content: CSV },
    ]);
    return app.inject({
      method: 'POST',
      url: '/client/upload-csv',
      payload,
      headers: { ...headers, cookie: company.cookie },
    });
  };

  it("puts imported and updated clients with the chosen partner, else the company's default one", async () => {
    const company = await companyWithOperation();
    const north = await createPartner(company, 'Agence Nord');
    const south = await createPartner(company, 'Agence Sud');
    // Bernard already exists (same name and phone): the import updates him.
    await buildClient(app, company.id, { name: 'Bernard', telephone: '06 22 22 22 22', partnerId: north.id });
    const chosen = await importCsv(company, [{ name: 'partenaire_id', value: String(south.id) }]);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ imported: 1, updated: 1 });
    expect(await partnerIdsOf(company.id)).toEqual({ Bernard: south.id, Dupont: south.id });
    const byDefault = await importCsv(company, []);
    expect(byDefault.json()).toMatchObject({ imported: 0, updated: 2 });
    expect(await partnerIdsOf(company.id)).toEqual({ Bernard: north.id, Dupont: north.id });
  });

  it('refuses a bad id (400) or a partner of another company (404), importing nothing', async () => {
    const company = await companyWithOperation();
    const theirs = await createPartner(await buildCompany(app), 'Ailleurs');
    const bad = await importCsv(company, [{ name: 'partenaire_id', value: 'abc' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MESSAGES.settings.invalidId);
    const foreign = await importCsv(company, [{ name: 'partenaire_id', value: String(theirs.id) }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(MESSAGES.clients.partnerUnknown);
    const rows = await app.db
      .select()
      .from(clients)
      .where(and(eq(clients.companyId, company.id)));
    expect(rows).toHaveLength(0);
  });
});
