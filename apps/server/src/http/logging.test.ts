import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { buildCompany, createTestApp, uniqueName, type TestCompany } from '../test/test-app.ts';
import { hashPassword } from '../security/password.ts';
import { insertCompany } from '../modules/auth/auth.repository.ts';
import { registerCompany } from '../modules/auth/auth.service.ts';
import { clients } from '../db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { SCHEMA_MISS_LOG_MESSAGE } from './error-handler.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(chunk.toString('utf8'));
    callback();
  },
});

const SECRET_PASSWORD = 'mot-de-passe-tres-secret-42';
let app: FastifyInstance;
let company: TestCompany;
let storedHash: string;

beforeAll(async () => {
  storedHash = await hashPassword(SECRET_PASSWORD);
  app = await createTestApp(
    { logLevel: 'info' },
    (instance) => {
      // Failures the schemas cannot cause any more, provoked behind them to read what is logged.
      instance.post('/test/registration-refused-by-the-database', async () =>
        registerCompany({
          db: instance.db,
          input: { company_name: 'Société\u0000Cachée', company_password: SECRET_PASSWORD },
          sessionTtlHours: 1,
        }),
      );
      instance.post('/test/duplicate-company', async () => {
        await insertCompany(instance.db, { name: company.name, passwordHash: storedHash });
      });
      // A value the database refuses and quotes in its own message ('invalid input syntax…: "…"').
      instance.post('/test/value-quoted-by-the-database', async () => {
        await instance.db.execute(sql`select ${'Emma-Quotée-0645678901'}::integer`);
      });
      // A handler that logs a whole object: the redaction paths drop its secret fields.
      instance.post('/test/logs-an-object', async (request) => {
        request.log.info(
          {
            headers: { cookie: 'tourneo_session=cookie-secret' },
            company_password: 'mot-de-passe-objet',
            partner: { mot_de_passe_mail: 'smtp-secret', token: 'jeton-objet' },
            body: { email: 'objet.secret@example.fr' },
          },
          'objet journalisé',
        );
        return { success: true };
      });
      instance.post('/test/client-with-personal-data', async () => {
        await instance.db.insert(clients).values({
          companyId: company.id,
          name: 'Durand-Secret',
          prenom: 'Emma',
          email: 'emma.secret@example.fr',
          telephone: '0645678901',
          adresse: '7 rue Secrète',
          codePostal: '92100',
          uniqueLink: 'lien-de-reservation-secret',
          // Not an operation of this company: refused by the foreign key, with every value as a parameter.
          operationId: 2_000_000_000,
        });
      });
    },
    { logStream },
  );
  company = await buildCompany(app);
});
afterAll(async () => {
  await app.close();
});

const logText = () => lines.join('');

describe('logs', () => {
  it('a failing request logs the error without SQL parameters, hashes, passwords or personal data', async () => {
    lines.length = 0;
    const refused = await app.inject({ method: 'POST', url: '/test/registration-refused-by-the-database' });
    const duplicate = await app.inject({ method: 'POST', url: '/test/duplicate-company' });
    const personal = await app.inject({ method: 'POST', url: '/test/client-with-personal-data' });
    expect(refused.statusCode).toBe(400);
    expect(duplicate.statusCode).toBe(500);
    expect(personal.statusCode).toBe(500);

    const text = logText();
    // The errors are there, with their SQL and PostgreSQL codes, so that they can be fixed...
    expect(text).toContain('"level":50');
    expect(text).toContain('insert into');
    expect(text).toContain('23505');
    expect(text).toContain('23503');
    // ...but none of the values.
    for (const secret of [
      '$argon2id',
      storedHash,
      SECRET_PASSWORD,
      'Cachée',
      company.name,
      'Durand-Secret',
      'emma.secret@example.fr',
      '0645678901',
      'Secrète',
      'lien-de-reservation-secret',
    ]) {
      expect(text, `le journal contient « ${secret} »`).not.toContain(secret);
    }
  });

  it('a value the database quotes in its message is masked; it is logged as a schema to complete', async () => {
    lines.length = 0;
    const refused = await app.inject({ method: 'POST', url: '/test/value-quoted-by-the-database' });
    expect(refused.statusCode).toBe(400);
    const text = logText();
    expect(text).toContain(SCHEMA_MISS_LOG_MESSAGE);
    expect(text).toContain('22P02');
    expect(text).not.toContain('Emma-Quotée');
    expect(text).not.toContain('0645678901');
  });

  it('an object logged by a handler loses its headers, passwords, tokens and bodies', async () => {
    lines.length = 0;
    await app.inject({ method: 'POST', url: '/test/logs-an-object' });
    const text = logText();
    expect(text).toContain('objet journalisé');
    for (const secret of [
      'cookie-secret',
      'mot-de-passe-objet',
      'smtp-secret',
      'jeton-objet',
      'objet.secret@',
    ]) {
      expect(text, `le journal contient « ${secret} »`).not.toContain(secret);
    }
  });

  it('requests are logged without query strings, cookies or IP addresses', async () => {
    lines.length = 0;
    const token = `jeton-${uniqueName('').trim()}`;
    await app.inject({
      method: 'GET',
      url: `/api/session?token=${token}`,
      headers: { cookie: company.cookie, authorization: 'Bearer secret-bearer' },
      remoteAddress: '203.0.113.77',
    });
    // An SMS short link's code is its secret: the line shows the route's pattern.
    await app.inject({ method: 'GET', url: '/l/codesecret42' });
    const text = logText();
    expect(text).toContain('/api/session');
    expect(text).toContain('/l/:code');
    for (const secret of [
      token,
      company.cookie.split('=')[1]!,
      'secret-bearer',
      '203.0.113.77',
      'codesecret42',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a login attempt logs neither the password nor the company name', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: company.name, company_password: SECRET_PASSWORD },
    });
    expect(logText()).not.toContain(SECRET_PASSWORD);
    expect(logText()).not.toContain(company.name);
  });
});
