import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { featureMissingMessage } from '@tourneo/domain';
import { buildCompany, createTestApp } from '../test/test-app.ts';
import { requireCompany, requireFeature } from './auth.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, (instance) => {
    instance.post(
      '/test/gated',
      { preValidation: [requireCompany, requireFeature('form_creation')] },
      async () => ({ ok: true }),
    );
  });
});
afterAll(async () => {
  await app.close();
});

describe('feature gate on the server', () => {
  const callGated = (cookie?: string) =>
    app.inject({ method: 'POST', url: '/test/gated', payload: {}, headers: cookie ? { cookie } : {} });

  it('asks for a session before the feature', async () => {
    expect((await callGated()).statusCode).toBe(401);
  });

  it('answers 403 with a French message when the plan lacks the feature', async () => {
    const company = await buildCompany(app, { plan: 'standard' });
    const response = await callGated(company.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: featureMissingMessage('form_creation'),
      code: 'FEATURE_MISSING',
    });
  });

  it('lets a plan that includes the feature through', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    expect((await callGated(company.cookie)).json()).toEqual({ ok: true });
  });
});
