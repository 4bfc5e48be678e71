import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, sessionCookieOf, uniqueName } from '../../test/test-app.ts';
import { agents, companies } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /admin/register', () => {
  it('refuses empty fields with 400 and the spec message', async () => {
    for (const payload of [
      {},
      { company_name: '', company_password: 'long-enough' },
      { company_name: 'Acme', company_password: '' },
    ]) {
      const response = await post('/admin/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.auth.fillAllFields);
    }
  });

  it('registers a company on the standard plan and stores only a hash of the password', async () => {
    const name = uniqueName();
    const response = await post('/admin/register', {
      company_name: name,
      company_password: 'mot-de-passe-solide',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Société enregistrée avec succès !' });
    const [row] = await app.db.select().from(companies).where(eq(companies.name, name));
    expect(row?.subscriptionPlan).toBe('standard');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('mot-de-passe-solide');
  });

  it('signs the new company in: its session cookie opens the back office at once', async () => {
    const name = uniqueName();
    const response = await post('/admin/register', {
      company_name: name,
      company_password: 'mot-de-passe-solide',
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((entry) => entry.name === 'tourneo_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().admin).toEqual({
      company_id: response.json().company.id,
      company_name: name,
      role: 'administrateur',
      is_owner: true,
    });
    expect(response.json().admin).toEqual(session.json().admin);
  });

  it('opens no session when the registration is refused', async () => {
    const response = await post('/admin/register', { company_name: uniqueName(), company_password: 'court' });
    expect(response.statusCode).toBe(400);
    expect(response.cookies.find((entry) => entry.name === 'tourneo_session')).toBeUndefined();
  });

  it('refuses a duplicate company name, whatever its case, with a French error', async () => {
    const name = uniqueName('Plomberie');
    expect(
      (await post('/admin/register', { company_name: name, company_password: 'mot-de-passe-solide' }))
        .statusCode,
    ).toBe(201);
    const duplicate = await post('/admin/register', {
      company_name: name.toUpperCase(),
      company_password: 'autre-mot-de-passe',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(MESSAGES.auth.companyNameTaken);
  });

  // Meaningful on PostgreSQL: the registrations race for the unique index; PGlite serialises them.
  it('refuses concurrent registrations of one name but one', async () => {
    const name = uniqueName('Course');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/admin/register', { company_name: name, company_password: 'mot-de-passe-solide' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('control characters in credentials', () => {
  it('a NUL in a company name answers 400 with the French message on register and login, without a session', async () => {
    for (const url of ['/admin/register', '/admin/login']) {
      const response = await post(url, {
        company_name: 'Acme\u0000',
        company_password: 'mot-de-passe-solide',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe(MESSAGES.validation.controlCharacters);
    }
  });
});

describe('POST /admin/login', () => {
  it('refuses empty fields with 400 and the spec message', async () => {
    const response = await post('/admin/login', { company_name: '  ', company_password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Veuillez remplir tous les champs');
  });

  it('refuses a wrong password or an unknown company with the same 401 and sets no cookie', async () => {
    const company = await buildCompany(app);
    const wrong = await post('/admin/login', { company_name: company.name, company_password: 'mauvais' });
    const unknown = await post('/admin/login', { company_name: uniqueName(), company_password: 'mauvais' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(MESSAGES.auth.invalidCredentials);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('signs in with an HttpOnly session cookie and answers the admin with its company id', async () => {
    const company = await buildCompany(app);
    const response = await post('/admin/login', {
      company_name: company.name.toLowerCase(),
      company_password: company.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Connexion réussie',
      admin: { company_id: company.id, company_name: company.name, role: 'administrateur', is_owner: true },
    });
    const cookie = response.cookies.find((entry) => entry.name === 'tourneo_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('rate-limits failed attempts from unknown sources with 429, a French message and Retry-After', async () => {
    const limited = await createTestApp({
      loginLimits: {
        perIpPerMinute: 1000,
        failuresPerDevicePer15Minutes: 10,
        unknownSourcesPerCompanyPerHour: 3,
      },
    });
    const company = await buildCompany(limited);
    const attempt = (ip: string, password = 'mauvais') =>
      limited.inject({
        method: 'POST',
        url: '/admin/login',
        remoteAddress: ip,
        payload: { company_name: company.name, company_password: password },
      });
    // buildCompany signed in once from an unknown source: that success gave its check back.
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(`10.1.0.${index}`)).statusCode).toBe(401);
    }
    // A fourth unknown source waits, even with the right password.
    const blocked = await attempt('10.1.0.9', company.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.auth.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await limited.close();
  });

  it('rate-limits attempts per IP address', async () => {
    const limited = await createTestApp({
      loginLimits: {
        perIpPerMinute: 2,
        failuresPerDevicePer15Minutes: 1000,
        unknownSourcesPerCompanyPerHour: 1000,
      },
    });
    const ip = `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/admin/login',
        remoteAddress: ip,
        payload: { company_name: uniqueName(), company_password: 'mauvais' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.auth.tooManyAttempts);
    await limited.close();
  });
});

describe('sessions', () => {
  it('needs a session on API routes (401 with the spec message)', async () => {
    for (const url of ['/agents/get-all', '/subscriptions/company-plan']) {
      const response = await post(url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Non autorisé. Veuillez vous reconnecter');
    }
    // The session is checked before the body: no validation detail leaks to a stranger.
    const badBody = await post('/agents/create', { name: 42 });
    expect(badBody.statusCode).toBe(401);
    const forged = await post('/agents/get-all', {}, { cookie: 'tourneo_session=forged-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('ignores credentials sent in the body: only the session authorises', async () => {
    const company = await buildCompany(app);
    const response = await post('/agents/get-all', {
      company_name: company.name,
      company_password: company.password,
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the cookie is cleared and the session no longer works', async () => {
    const company = await buildCompany(app);
    expect((await post('/agents/get-all', {}, { cookie: company.cookie })).statusCode).toBe(200);
    const logout = await post('/admin/logout', undefined, { cookie: company.cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((entry) => entry.name === 'tourneo_session')?.value).toBe('');
    expect((await post('/agents/get-all', {}, { cookie: company.cookie })).statusCode).toBe(401);
  });

  it('answers the signed-in company on GET /api/session', async () => {
    const company = await buildCompany(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: company.cookie },
    });
    expect(response.json()).toEqual({
      admin: { company_id: company.id, company_name: company.name, role: 'administrateur', is_owner: true },
    });
  });

  it('refuses a state-changing request from another origin', async () => {
    const company = await buildCompany(app);
    const response = await post(
      '/agents/get-all',
      {},
      { cookie: company.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(MESSAGES.auth.forbiddenOrigin);
    const sameOrigin = await post(
      '/agents/get-all',
      {},
      { cookie: company.cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('refuses a state-changing request with the session cookie but neither Origin nor Sec-Fetch-Site', async () => {
    const company = await buildCompany(app);
    const before = await app.db.select().from(agents).where(eq(agents.companyId, company.id));
    const forged = await app.inject({
      method: 'POST',
      url: '/agents/create',
      payload: { name: 'Intrus', postal_code: '75011', adresse: '1 rue Oberkampf', password: 'secret-agent' },
      headers: { cookie: company.cookie, 'sec-fetch-site': undefined },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe(MESSAGES.auth.forbiddenOrigin);
    expect(await app.db.select().from(agents).where(eq(agents.companyId, company.id))).toEqual(before);

    const fromOwnPage = await post(
      '/agents/get-all',
      {},
      { cookie: company.cookie, 'sec-fetch-site': 'same-origin' },
    );
    expect(fromOwnPage.statusCode).toBe(200);
    const sameSiteOtherOrigin = await post(
      '/agents/get-all',
      {},
      { cookie: company.cookie, 'sec-fetch-site': 'same-site' },
    );
    expect(sameSiteOtherOrigin.statusCode).toBe(403);
  });

  it("refuses the agent app's session cookie without Origin or Sec-Fetch-Site too", async () => {
    const company = await buildCompany(app);
    const created = await post(
      '/agents/create',
      {
        name: 'Julie Martin',
        postal_code: '75011',
        adresse: '1 rue Oberkampf',
        password: 'secret-agent',
      },
      { cookie: company.cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const login = await post('/mobile/login', {
      company_name: company.name,
      agent_name: 'Julie Martin',
      password: 'secret-agent',
    });
    const agentCookie = login.cookies.find((entry) => entry.name === 'tourneo_agent_session');
    expect(agentCookie).toBeDefined();
    const cookie = `${agentCookie!.name}=${agentCookie!.value}`;
    const forged = await app.inject({
      method: 'POST',
      url: '/mobile/schedule',
      payload: {},
      headers: { cookie, 'sec-fetch-site': undefined },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe(MESSAGES.auth.forbiddenOrigin);
    const fromTheApp = await post('/mobile/schedule', {}, { cookie, 'sec-fetch-site': 'same-origin' });
    expect(fromTheApp.statusCode, fromTheApp.body).toBe(200);
  });

  it('lets a request without the session cookie and without Origin through (server-to-server)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: 'inconnue', company_password: 'x' },
      headers: { 'sec-fetch-site': undefined },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps each session cookie to its own company', async () => {
    const first = await buildCompany(app);
    const second = await buildCompany(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: second.cookie },
    });
    expect(response.json().admin.company_id).toBe(second.id);
    expect(response.json().admin.company_id).not.toBe(first.id);
    expect(
      sessionCookieOf(
        await post('/admin/login', { company_name: first.name, company_password: first.password }),
      ),
    ).not.toBe(first.cookie);
  });
});
