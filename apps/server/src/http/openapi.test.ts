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
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'company_name',
      'company_password',
    ]);
  });
});

describe('security headers', () => {
  it('sends a content security policy and forbids framing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
