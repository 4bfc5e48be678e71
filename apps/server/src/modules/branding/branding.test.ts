import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, uniqueName } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { buildJpeg, buildPng } from '../../test/images.ts';

const M = MESSAGES.branding;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

const uploadLogo = (cookie: string, content: Buffer, filename = 'logo.png') => {
  const body = multipart([{ name: 'file', filename, content }]);
  return app.inject({
    method: 'POST',
    url: '/branding/logo',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

describe('white label settings', () => {
  it('answers 401 without a session, 403 naming Premium on a plan without the white label', async () => {
    expect((await post('/branding/get', undefined)).statusCode).toBe(401);
    const standard = await buildCompany(app, { plan: 'business' });
    for (const url of ['/branding/get', '/branding/update', '/branding/logo/delete']) {
      const refused = await post(url, standard.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe('Cette fonctionnalité nécessite le forfait Premium');
    }
    expect((await uploadLogo(standard.cookie, buildPng({ width: 64, height: 64 }))).statusCode).toBe(403);
  });

  it('refuses a colour that is not hexadecimal and a malformed domain, in French', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const colour = await post('/branding/update', company.cookie, { colour: 'bleu' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error).toBe(M.colourInvalid);
    const domain = await post('/branding/update', company.cookie, { custom_domain: 'http://rdv' });
    expect(domain.json().error).toBe(M.customDomainInvalid);
  });

  it('saves colour, sender name, app name and domain; a domain taken by another company is 409', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const domain = `rdv-${uniqueName('x').slice(2).toLowerCase()}.exemple.fr`;
    const saved = await post('/branding/update', company.cookie, {
      colour: '#AA3300',
      sender_name: 'Plomberie Martin',
      app_name: 'Martin Terrain',
      custom_domain: domain.toUpperCase(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().branding).toEqual({
      colour: '#aa3300',
      sender_name: 'Plomberie Martin',
      app_name: 'Martin Terrain',
      custom_domain: domain,
      logo_url: null,
    });
    const other = await buildCompany(app, { plan: 'premium' });
    const taken = await post('/branding/update', other.cookie, { custom_domain: domain });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(M.customDomainTaken);
  });
});

describe('POST /branding/logo', () => {
  it('refuses a file that is not a PNG or JPEG by its content, whatever its name', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    for (const content of [
      Buffer.from('GIF89a-------'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      const response = await uploadLogo(company.cookie, content, 'logo.png');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(M.logoWrongType);
    }
  });

  it('refuses a broken PNG, a logo too small or too large in pixels, and a file over 1 MB', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const broken = Buffer.concat([buildPng({ width: 64, height: 64 }).subarray(0, 40), Buffer.alloc(40)]);
    expect((await uploadLogo(company.cookie, broken)).json().error).toBe(M.logoUnreadable);
    for (const size of [
      { width: 16, height: 64 },
      { width: 2400, height: 40 },
    ]) {
      const response = await uploadLogo(company.cookie, buildPng(size));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(M.logoBadDimensions);
    }
    const heavy = buildJpeg({ width: 1900, height: 1900, quality: 100 });
    expect(heavy.length).toBeGreaterThan(1024 * 1024);
    const tooLarge = await uploadLogo(company.cookie, heavy, 'logo.jpg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe(M.logoTooLarge);
  });

  it('stores a PNG logo in the file storage and serves it publicly while the plan has the white label', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const png = buildPng({ width: 120, height: 60 });
    const saved = await uploadLogo(company.cookie, png);
    expect(saved.statusCode).toBe(200);
    const url: string = saved.json().branding.logo_url;
    expect(url).toMatch(/^\/branding\/logo\/[0-9a-f-]{36}\.png$/);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // A downgrade hides it: no white label, no logo on the company's pages.
    await setPlan(app, company.id, 'business');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await setPlan(app, company.id, 'premium');

    const removed = await post('/branding/logo/delete', company.cookie);
    expect(removed.json().branding.logo_url).toBeNull();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('a custom domain for the booking links', () => {
  it('the server answers the booking calls of a page served on that domain (same origin)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rdv/decline-proposals',
      payload: { token: 'x'.repeat(22) },
      headers: { host: 'rdv.plomberie-martin.fr', origin: 'https://rdv.plomberie-martin.fr' },
    });
    // Not refused by the origin check (403): the unknown link is what answers.
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(500);
  });
});
