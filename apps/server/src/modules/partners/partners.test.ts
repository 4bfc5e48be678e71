import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { clients, partners } from '../../db/schema/index.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { decryptSecret } from '../../security/secrets.ts';

const SMTP_USER = 'planning@exemple.fr';
const SMTP_PASSWORD = 'secret-smtp-1';

let app: FastifyInstance;
let smtp: SMTPServer;
let smtpPort: number;
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  app = await createTestApp();
  // A real SMTP server on loopback: plain text with AUTH, as a small relay would offer.
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  [company, other] = await Promise.all([buildCompany(app), buildCompany(app)]);
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await app.close();
});

const validPartner = (overrides: object = {}) => ({
  nom: 'Agence Nord',
  email: SMTP_USER,
  telephone: '01 23 45 67 89',
  serveur_smtp: '127.0.0.1',
  port_smtp: smtpPort,
  secure: false,
  mot_de_passe_mail: SMTP_PASSWORD,
  ...overrides,
});

async function createPartner(owner: TestCompany, overrides: object = {}) {
  const response = await call(
    app,
    'POST',
    '/partenaires/new-partenaire',
    owner.cookie,
    validPartner(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().partenaire as { id: number; nom: string };
}

const errorOf = (response: { json: () => { error: string } }) => response.json().error;

describe('POST /partenaires/new-partenaire', () => {
  it.each([
    ['nom', { nom: ' ' }, MESSAGES.partners.nameRequired],
    ['email', { email: '' }, MESSAGES.partners.emailRequired],
    ['email format', { email: 'pas-un-email' }, MESSAGES.partners.emailInvalid],
    ['telephone', { telephone: '' }, MESSAGES.partners.phoneRequired],
    ['telephone', { telephone: '+44 20 7946 0958' }, MESSAGES.partners.phoneInvalid],
    ['telephone', { telephone: '01 23 45' }, MESSAGES.partners.phoneInvalid],
    ['serveur_smtp', { serveur_smtp: '' }, MESSAGES.partners.smtpServerRequired],
    ['serveur_smtp format', { serveur_smtp: 'smtp exemple fr' }, MESSAGES.partners.smtpServerInvalid],
    ['port_smtp', { port_smtp: '' }, MESSAGES.partners.smtpPortRequired],
    ['port_smtp range', { port_smtp: 70_000 }, MESSAGES.partners.smtpPortInvalid],
    ['mot_de_passe_mail', { mot_de_passe_mail: '' }, MESSAGES.partners.passwordRequired],
  ])('requires %s (400)', async (_field, overrides, message) => {
    const response = await call(
      app,
      'POST',
      '/partenaires/new-partenaire',
      company.cookie,
      validPartner(overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('creates a partner, stores its password encrypted and never sends it back', async () => {
    const response = await call(app, 'POST', '/partenaires/new-partenaire', company.cookie, validPartner());
    expect(response.statusCode).toBe(201);
    const created = response.json().partenaire;
    expect(created).toEqual({
      id: expect.any(Number),
      nom: 'Agence Nord',
      email: SMTP_USER,
      // Stored in E.164 whatever the form typed.
      telephone: '+33123456789',
      serveur_smtp: '127.0.0.1',
      port_smtp: smtpPort,
      secure: false,
      // The shared company may already have partners: default partners are tested below.
      is_default: expect.any(Boolean),
    });
    expect(response.body).not.toContain(SMTP_PASSWORD);
    const [row] = await app.db
      .select()
      .from(partners)
      .where(and(eq(partners.companyId, company.id), eq(partners.id, created.id)));
    expect(row!.encryptedPassword).not.toContain(SMTP_PASSWORD);
    expect(decryptSecret(app.config.secretKey, row!.encryptedPassword)).toBe(SMTP_PASSWORD);
  });
});

describe('POST /partenaires/get-all', () => {
  it("lists the company's partners without passwords, never another company's", async () => {
    const mine = await createPartner(company, { nom: 'Mien' });
    const theirs = await createPartner(other, { nom: 'Autre' });
    const response = await call(app, 'POST', '/partenaires/get-all', company.cookie, {
      company_name: other.name,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: number }[]>();
    expect(list.some((partner) => partner.id === mine.id)).toBe(true);
    expect(list.some((partner) => partner.id === theirs.id)).toBe(false);
    expect(response.body).not.toContain(SMTP_PASSWORD);
    expect(response.body).not.toContain('mot_de_passe');
  });
});

describe('PUT /partenaires/update', () => {
  it('validates every field but the password (400)', async () => {
    const partner = await createPartner(company);
    const response = await call(
      app,
      'PUT',
      '/partenaires/update',
      company.cookie,
      validPartner({ id: partner.id, telephone: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.partners.phoneRequired);
  });

  it("answers 404 for another company's partner", async () => {
    const theirs = await createPartner(other);
    const response = await call(
      app,
      'PUT',
      '/partenaires/update',
      company.cookie,
      validPartner({ id: theirs.id }),
    );
    expect(response.statusCode).toBe(404);
  });

  it('keeps the stored password when the new one is empty, replaces it otherwise', async () => {
    const partner = await createPartner(company);
    const keep = await call(
      app,
      'PUT',
      '/partenaires/update',
      company.cookie,
      validPartner({ id: partner.id, nom: 'Agence Sud', mot_de_passe_mail: '' }),
    );
    expect(keep.statusCode).toBe(200);
    expect(keep.json().partenaire.nom).toBe('Agence Sud');
    const read = async () => {
      const [row] = await app.db
        .select({ encrypted: partners.encryptedPassword })
        .from(partners)
        .where(and(eq(partners.companyId, company.id), eq(partners.id, partner.id)));
      return decryptSecret(app.config.secretKey, row!.encrypted);
    };
    expect(await read()).toBe(SMTP_PASSWORD);
    await call(
      app,
      'PUT',
      '/partenaires/update',
      company.cookie,
      validPartner({ id: partner.id, mot_de_passe_mail: 'nouveau' }),
    );
    expect(await read()).toBe('nouveau');
  });
});

describe('DELETE /partenaires/delete', () => {
  it('needs an id (400)', async () => {
    const response = await call(app, 'DELETE', '/partenaires/delete', company.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.partners.idRequired);
  });

  it("answers 404 for another company's partner and keeps it", async () => {
    const theirs = await createPartner(other);
    expect(
      (await call(app, 'DELETE', '/partenaires/delete', company.cookie, { id: theirs.id })).statusCode,
    ).toBe(404);
    const list = (await call(app, 'POST', '/partenaires/get-all', other.cookie)).json<{ id: number }[]>();
    expect(list.some((partner) => partner.id === theirs.id)).toBe(true);
  });

  it('deletes a partner', async () => {
    const partner = await createPartner(company);
    const response = await call(app, 'DELETE', '/partenaires/delete', company.cookie, { id: partner.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.partners.deleted);
    expect(
      (await call(app, 'DELETE', '/partenaires/delete', company.cookie, { id: partner.id })).statusCode,
    ).toBe(404);
  });
});

type Listed = { id: number; nom: string; is_default: boolean };
const listOf = async (owner: TestCompany) =>
  (await call(app, 'POST', '/partenaires/get-all', owner.cookie)).json<Listed[]>();
const defaultsOf = async (owner: TestCompany) =>
  (await listOf(owner)).filter((partner) => partner.is_default).map((partner) => partner.nom);
const partnerOfClient = async (companyId: number, clientId: number) => {
  const [row] = await app.db
    .select({ partnerId: clients.partnerId })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
  return row!.partnerId;
};

describe('default partner', () => {
  it("makes the company's first partner its default, and only the first", async () => {
    const fresh = await buildCompany(app);
    const first = await createPartner(fresh, { nom: 'Premier' });
    expect(first).toMatchObject({ is_default: true });
    const second = await createPartner(fresh, { nom: 'Second' });
    expect(second).toMatchObject({ is_default: false });
    expect(await defaultsOf(fresh)).toEqual(['Premier']);
  });

  it('gives one default to concurrent first creations (a real race on PostgreSQL)', async () => {
    const fresh = await buildCompany(app);
    await Promise.all(['A', 'B', 'C', 'D'].map((nom) => createPartner(fresh, { nom })));
    expect(await defaultsOf(fresh)).toHaveLength(1);
  });

  it("POST /partenaires/set-default validates the id (400) and refuses another company's partner (404)", async () => {
    const fresh = await buildCompany(app);
    await createPartner(fresh, { nom: 'Premier' });
    const bad = await call(app, 'POST', '/partenaires/set-default', fresh.cookie, { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(MESSAGES.partners.idRequired);
    const theirs = await createPartner(other, { nom: 'Ailleurs' });
    const foreign = await call(app, 'POST', '/partenaires/set-default', fresh.cookie, { id: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(await defaultsOf(fresh)).toEqual(['Premier']);
  });

  it('POST /partenaires/set-default makes the chosen partner the only default', async () => {
    const fresh = await buildCompany(app);
    await createPartner(fresh, { nom: 'Premier' });
    const second = await createPartner(fresh, { nom: 'Second' });
    const response = await call(app, 'POST', '/partenaires/set-default', fresh.cookie, { id: second.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.partners.defaultChanged,
      partenaire: { id: second.id, is_default: true },
    });
    expect(await defaultsOf(fresh)).toEqual(['Second']);
    // Twice is not an error.
    expect(
      (await call(app, 'POST', '/partenaires/set-default', fresh.cookie, { id: second.id })).statusCode,
    ).toBe(200);
    expect(await defaultsOf(fresh)).toEqual(['Second']);
  });

  it('deleting the default passes it to the oldest other partner, and its clients to the new default', async () => {
    const fresh = await buildCompany(app);
    const first = await createPartner(fresh, { nom: 'Premier' });
    const second = await createPartner(fresh, { nom: 'Second' });
    await createPartner(fresh, { nom: 'Troisième' });
    const client = await buildClient(app, fresh.id, { partnerId: first.id });
    expect(
      (await call(app, 'DELETE', '/partenaires/delete', fresh.cookie, { id: first.id })).statusCode,
    ).toBe(200);
    expect(await defaultsOf(fresh)).toEqual(['Second']);
    expect(await partnerOfClient(fresh.id, client.id)).toBe(second.id);
  });

  it("deleting another partner keeps the default and hands the partner's clients to it", async () => {
    const fresh = await buildCompany(app);
    const first = await createPartner(fresh, { nom: 'Premier' });
    const second = await createPartner(fresh, { nom: 'Second' });
    const client = await buildClient(app, fresh.id, { partnerId: second.id });
    expect(
      (await call(app, 'DELETE', '/partenaires/delete', fresh.cookie, { id: second.id })).statusCode,
    ).toBe(200);
    expect(await defaultsOf(fresh)).toEqual(['Premier']);
    expect(await partnerOfClient(fresh.id, client.id)).toBe(first.id);
  });

  it('deleting the last partner leaves its clients without partner, and the next partner becomes default', async () => {
    const fresh = await buildCompany(app);
    const only = await createPartner(fresh, { nom: 'Seul' });
    const client = await buildClient(app, fresh.id, { partnerId: only.id });
    expect((await call(app, 'DELETE', '/partenaires/delete', fresh.cookie, { id: only.id })).statusCode).toBe(
      200,
    );
    expect(await partnerOfClient(fresh.id, client.id)).toBeNull();
    expect(await createPartner(fresh, { nom: 'Nouveau' })).toMatchObject({ is_default: true });
  });
});

describe('POST /partenaires/test-connection (real SMTP server on loopback)', () => {
  it('needs a password or a saved partner (400)', async () => {
    const response = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      company.cookie,
      validPartner({ mot_de_passe_mail: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.partners.passwordRequired);
  });

  it('logs in with the right password', async () => {
    const response = await call(app, 'POST', '/partenaires/test-connection', company.cookie, validPartner());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.partners.connectionOk });
  });

  it("reports a wrong password in French with the server's answer", async () => {
    const response = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      company.cookie,
      validPartner({ mot_de_passe_mail: 'mauvais' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(MESSAGES.partners.connectionAuthFailed);
    expect(body.message).toContain('Réponse du serveur : 535');
  });

  it('uses the stored password of a saved partner when none is typed', async () => {
    const partner = await createPartner(company);
    const response = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      company.cookie,
      validPartner({ id: partner.id, mot_de_passe_mail: '' }),
    );
    expect(response.json()).toEqual({ success: true, message: MESSAGES.partners.connectionOk });
    const theirs = await createPartner(other);
    const foreign = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      company.cookie,
      validPartner({ id: theirs.id, mot_de_passe_mail: '' }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('reports a port where nothing listens', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      company.cookie,
      validPartner({ port_smtp: port }),
    );
    expect(response.json()).toEqual({ success: false, message: MESSAGES.partners.connectionRefused });
  });

  it('limits connection tests per company (429 in French), so they cannot scan a network', async () => {
    const tester = await buildCompany(app);
    const closedPort = { port_smtp: 1, serveur_smtp: '127.0.0.1' };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await call(
        app,
        'POST',
        '/partenaires/test-connection',
        tester.cookie,
        validPartner(closedPort),
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      tester.cookie,
      validPartner(closedPort),
    );
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(MESSAGES.partners.tooManyConnectionTests);
    // Another company keeps its own allowance.
    const otherCompany = await buildCompany(app);
    const allowed = await call(
      app,
      'POST',
      '/partenaires/test-connection',
      otherCompany.cookie,
      validPartner(closedPort),
    );
    expect(allowed.statusCode).toBe(200);
  });
});

describe('listing calls without a body', () => {
  it('answer 200 like calls with the spec credentials', async () => {
    for (const url of [
      '/partenaires/get-all',
      '/subscriptions/company-plan',
      '/agents/get-all',
      '/roles/get-all',
    ]) {
      const response = await app.inject({ method: 'POST', url, headers: { cookie: company.cookie } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
