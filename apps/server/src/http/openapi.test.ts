import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/openapi.json', () => {
  it('documents the routes with the request schemas they validate', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info.title).toBe('Tournéo API');
    const login = document.paths['/admin/login'].post;
    // The owner's company login (the spec's body), or a person's e-mail and password (issue 26).
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'company_name',
      'company_password',
      'email',
      'password',
    ]);
    // Signed in, or a second factor to give (decision 0038): both answers documented.
    const answers = JSON.stringify(login.responses['200'].content['application/json'].schema);
    expect(answers).toContain('"admin"');
    expect(answers).toContain('"challenge_token"');
    const secondStep = document.paths['/auth/totp-login'].post;
    expect(Object.keys(secondStep.requestBody.content['application/json'].schema.properties)).toEqual([
      'challenge_token',
      'code',
    ]);
    expect(document.paths['/auth/sessions'].post.responses['200']).toBeDefined();
  });
});

describe('response schemas', () => {
  // The documents themselves (the back office's, the public API's and its page), the event stream, the SMS short links' redirect, the report photo
  // display, a report version's file and the white label's logo (image bytes), the PDF report, the metrics (Prometheus
  // text), the agents' calendar feeds (iCalendar) and the CSV exports have no JSON answer.
  const isExempt = (url: string) =>
    url === '/api/openapi.json' ||
    url === '/api/v1/openapi.json' ||
    url === '/api/docs' ||
    url === '/metrics' ||
    url === '/api/rdv-unified/events' ||
    url === '/l/:code' ||
    url === '/mobile/photos/display' ||
    url === '/reports/version-file' ||
    url === '/pdf/generate-pdf' ||
    url === '/payments/invoices/:id/pdf' ||
    url === '/branding/logo/:file' ||
    url === '/calendar/:file' ||
    url === '/clients/export.csv' ||
    url === '/missions/export.csv' ||
    url === '/payments/invoices/export.csv';

  it('declares the success answer of every route from packages/domain', () => {
    const routes = app.registeredRoutes.filter((route) => !isExempt(route.url));
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter((route) => {
        const statuses = Object.keys(route.schema?.response ?? {});
        return !statuses.some((status) => status === '200' || status === '201');
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('documents the answers in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const agents = document.paths['/agents/get-all'].post.responses['200'].content['application/json'].schema;
    expect(agents.type).toBe('array');
    expect(Object.keys(agents.items.properties)).toEqual([
      'id',
      'name',
      'postal_code',
      'adresse',
      'latitude',
      'longitude',
      'role_ids',
    ]);
    // Webhooks (issue 27): the signing secret is answered at creation, never listed.
    const webhook = document.paths['/webhooks/create'].post;
    expect(Object.keys(webhook.requestBody.content['application/json'].schema.properties)).toEqual([
      'url',
      'events',
    ]);
    expect(webhook.responses['201'].content['application/json'].schema.properties).toHaveProperty('secret');
    const webhooks =
      document.paths['/webhooks/get-all'].post.responses['200'].content['application/json'].schema;
    expect(webhooks.properties.webhooks.items.properties).not.toHaveProperty('secret');
    const created = document.paths['/client/new-client'].post.responses['201'];
    expect(created.content['application/json'].schema.properties.data.properties).toHaveProperty(
      'unique_link',
    );
  });
});

describe('security headers', () => {
  it('sends a content security policy and forbids framing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
