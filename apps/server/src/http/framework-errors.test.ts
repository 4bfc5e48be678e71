import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../test/test-app.ts';

/** Through a real socket: Node's HTTP parser and Fastify's router answer before any route runs. */
let app: FastifyInstance;
let base: string;
let company: TestCompany;

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection after an error). */
function rawRequest(text: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    setTimeout(() => socket.end(), 3000);
  });
}

async function expectFrenchJson(response: Response, status: number, message: string, echoed?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ success: false, error: message, message });
  if (echoed) {
    expect(text).not.toContain(echoed);
  }
}

describe('framework errors answer French JSON without echoing the input', () => {
  it('a path parameter too long: 414', async () => {
    const long = 'x'.repeat(300);
    await expectFrenchJson(
      await fetch(`${base}/forms/${long}`, { method: 'POST' }),
      414,
      MESSAGES.http[414],
      long,
    );
  });

  it('a URL that cannot be decoded: 400', async () => {
    await expectFrenchJson(
      await fetch(`${base}/forms/%E0%A4%A`, { method: 'POST' }),
      400,
      MESSAGES.request.invalidUrl,
    );
  });

  it('a query string beyond the header limit: 431', async () => {
    const answer = await rawRequest(
      `GET /api/session?q=${'y'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(MESSAGES.http[431]);
    expect(answer).not.toContain('yyyy');
  });

  it('a malformed request line: 400', async () => {
    const answer = await rawRequest('GARBAGE\u0000 / HTTP/9\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(MESSAGES.http[400]);
  });

  it('bad JSON, an empty JSON body, another media type, a body too large', async () => {
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${base}/admin/login`, { method: 'POST', body, headers: { 'content-type': contentType } });
    await expectFrenchJson(
      await post('{"company_name": "Acme", '),
      400,
      MESSAGES.request.invalidJson,
      'Acme',
    );
    await expectFrenchJson(await post(''), 400, MESSAGES.request.emptyJson);
    await expectFrenchJson(await post('<a/>', 'application/xml'), 415, MESSAGES.http[415]);
    await expectFrenchJson(
      await post(`{"company_name":"${'z'.repeat(1_100_000)}"}`),
      413,
      MESSAGES.http[413],
    );
    // secure-json-parse refuses prototype keys outright.
    await expectFrenchJson(await post('{"__proto__":{"x":1}}'), 400, MESSAGES.request.invalidJson);
  });

  it('an unknown API path: 404', async () => {
    await expectFrenchJson(await fetch(`${base}/api/inconnue`, { method: 'POST' }), 404, MESSAGES.http[404]);
  });
});

describe('response headers', () => {
  it('authenticated JSON answers are never cached', async () => {
    const response = await fetch(`${base}/api/session`, { headers: { cookie: company.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('upgrade-insecure-requests only when served over HTTPS', async () => {
    const overHttp = await app.inject({ method: 'GET', url: '/api/session' });
    expect(overHttp.headers['content-security-policy']).toBeDefined();
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const behindProxy = await createTestApp({ trustProxy: true });
    const overHttps = await behindProxy.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await behindProxy.close();
  });
});
