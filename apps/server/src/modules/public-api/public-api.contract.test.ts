import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, uniqueName } from '../../test/test-app.ts';
import { bearer, createTestApiKey } from '../../test/api-keys.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { findOrBuildOperation } from '../../test/factories/operations.ts';
import type { OpenApiDocument } from './public-api.openapi.ts';

/*
 * The contract test (issue 27): every route the OpenAPI document of `/api/v1` documents is called
 * as documented, and answers a documented status whose body matches the documented schema
 * (JSON Schema 2020-12, OpenAPI 3.1's dialect); without a key, the documented 401 and its error
 * schema. A documented route without a sample request here, or a sample for an undocumented
 * route, fails the test.
 */

interface Fixtures {
  agentId: number;
  clientId: number;
  missionId: number;
  date: string;
}
type Sample = (fixtures: Fixtures) => Pick<InjectOptions, 'url' | 'payload'>;

const SAMPLES: Record<string, Sample> = {
  'GET /api/v1/agents': () => ({ url: '/api/v1/agents?limit=10' }),
  'POST /api/v1/agents': () => ({
    payload: { name: uniqueName('Agent'), postal_code: '75011', adresse: '1 rue Oberkampf' },
  }),
  'GET /api/v1/qualifications': () => ({}),
  'POST /api/v1/qualifications': () => ({ payload: { name: uniqueName('Qualification') } }),
  'GET /api/v1/operations': () => ({}),
  'GET /api/v1/clients': () => ({ url: '/api/v1/clients?limit=1' }),
  'POST /api/v1/clients': () => ({
    payload: {
      name: 'Lefèvre',
      adresse: '3 rue de la Paix',
      code_postal: '75002',
      telephone: '0612345679',
      operation_name: 'Entretien chaudière',
      latitude: 48.8686,
      longitude: 2.3314,
    },
  }),
  'POST /api/v1/clients/{id}/proposals': ({ clientId }) => ({ url: `/api/v1/clients/${clientId}/proposals` }),
  'POST /api/v1/bookings': ({ clientId, agentId, date }) => ({
    payload: { clientId, agentId, date, beginning: 20, ending: 24 },
  }),
  'GET /api/v1/missions': ({ date }) => ({ url: `/api/v1/missions?from=${date}&to=${date}` }),
  'POST /api/v1/missions': ({ agentId, date }) => ({
    payload: {
      client_name: 'Martin',
      adresse: '24 rue de Rivoli, 75004 Paris',
      sessions: [{ date, beginning: 4, ending: 8, agents: [{ agent_id: agentId }] }],
    },
  }),
  'DELETE /api/v1/missions/{id}': ({ missionId }) => ({ url: `/api/v1/missions/${missionId}` }),
};

let app: FastifyInstance;
let document: OpenApiDocument;
let key: string;
let fixtures: Fixtures;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

beforeAll(async () => {
  app = await createTestApp({ apiKeyLimitPerMinute: 10_000 });
  const company = await buildCompany(app, { plan: 'business' });
  key = (await createTestApiKey(app, company.cookie, 'write')).key;
  await findOrBuildOperation(app, company.id, 'Entretien chaudière');
  const agent = await buildAgent(app, company.id);
  const client = await buildClient(app, company.id);
  const date = workWeekAt(parisDateOf(new Date()), 2).days[2]!;
  const mission = await buildMission(
    app,
    company.id,
    {},
    { date, beginning: 12, ending: 16, agentIds: [agent.id] },
  );
  fixtures = { agentId: agent.id, clientId: client.id, missionId: mission.id, date };
  document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(async () => {
  await app?.close();
});

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );

describe('the OpenAPI 3.1 document of /api/v1', () => {
  it('is OpenAPI 3.1 and documents every public API route, each with a sample here', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = operationsOf(document)
      .map((entry) => entry.key)
      .sort();
    expect(documented).toEqual(Object.keys(SAMPLES).sort());
    const registered = app.registeredRoutes
      .filter((route) => route.apiScope && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`)
      .sort();
    expect(documented).toEqual(registered);
  });

  it('every documented route answers as documented', async () => {
    for (const { key: label, path, method, operation } of operationsOf(document)) {
      const sample = SAMPLES[label]!(fixtures);
      const response = await app.inject({
        method: method.toUpperCase() as InjectOptions['method'],
        url: sample.url ?? path,
        ...(sample.payload ? { payload: sample.payload as object } : {}),
        headers: bearer(key),
      });
      const documented = operation.responses[String(response.statusCode)];
      expect(documented, `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`).toBeDefined();
      expect(response.statusCode, `${label} ${response.body.slice(0, 300)}`).toBeLessThan(300);
      const validate = ajv.compile(documented!.content!['application/json'].schema);
      expect(validate(response.json()), `${label}: ${JSON.stringify(validate.errors)}`).toBe(true);
      for (const parameter of operation.parameters ?? []) {
        expect(['path', 'query']).toContain(parameter.in);
      }
    }
  });

  it('every documented route answers its documented 401 without a key', async () => {
    const validateError = ajv.compile(document.components.schemas.Error!);
    for (const { key: label, path, method, operation } of operationsOf(document)) {
      const response = await app.inject({
        method: method.toUpperCase() as InjectOptions['method'],
        url: path.replace('{id}', '1'),
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      expect(response.statusCode, label).toBe(401);
      expect(operation.responses['401'], label).toBeDefined();
      expect(validateError(response.json()), label).toBe(true);
    }
  });

  it('is readable at /api/docs, a page without scripts that names every route', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    for (const { path } of operationsOf(document)) {
      expect(page.body).toContain(`<code>${path}</code>`);
    }
    expect(page.body).toContain('Authorization: Bearer');
  });
});
