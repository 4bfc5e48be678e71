import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FEATURES, FEATURE_SURFACES, PLAN_LIST, featureMissingMessage } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';

/*
 * Issue 28: every feature the catalogue sells has something behind it on the server. Each gated
 * route of a feature exists and refuses a plan without the feature (403 and its message); each
 * served route exists; a feature still marked pending has no route yet (once it has, it must leave
 * the pending list and name its routes). The web side checks the screens (section-screens.test.ts).
 */

let app: FastifyInstance;
let standard: TestCompany;
const registered = () => new Set(app.registeredRoutes.map((route) => `${route.method} ${route.url}`));

beforeAll(async () => {
  app = await createTestApp();
  standard = await buildCompany(app, { plan: 'standard' });
});
afterAll(async () => {
  await app?.close();
});

describe('the catalogue against the routes', () => {
  it('sells only features that name what serves them', () => {
    for (const feature of FEATURES) {
      const sold = PLAN_LIST.some((plan) => plan.features.includes(feature));
      expect(sold, feature).toBe(true);
      expect(FEATURE_SURFACES[feature], feature).toBeDefined();
    }
  });

  it('the features issues 27 and 28 sell are built, not pending', () => {
    for (const feature of [
      'white_label',
      'advanced_automation',
      'priority_support',
      'api_access',
      'custom_integrations',
    ] as const) {
      expect('pending' in FEATURE_SURFACES[feature], feature).toBe(false);
    }
  });

  for (const feature of FEATURES) {
    const surface = FEATURE_SURFACES[feature];
    if ('pending' in surface) {
      it(`${feature}: pending (${surface.pending}), no route yet`, () => {
        const routes = [...registered()].filter((route) =>
          surface.prefixes.some((prefix) => route.split(' ')[1]!.startsWith(prefix)),
        );
        expect(routes, `${feature} has routes now: list them in FEATURE_SURFACES`).toEqual([]);
      });
      continue;
    }
    it(`${feature}: its routes exist, the gated ones refuse a plan without it`, async () => {
      const routes = registered();
      for (const route of [...surface.gated, ...(surface.served ?? [])]) {
        expect(routes.has(route), route).toBe(true);
      }
      expect(surface.gated.length + (surface.served?.length ?? 0)).toBeGreaterThan(0);
      for (const route of surface.gated) {
        const [method, url] = route.split(' ') as ['POST', string];
        const response = await app.inject({ method, url, payload: {}, headers: { cookie: standard.cookie } });
        expect(response.statusCode, route).toBe(403);
        expect(response.json().error, route).toBe(featureMissingMessage(feature));
      }
    });
  }
});
