import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  MESSAGES,
  PERSON_ROLES,
  ROUTE_ACCESS,
  ROUTE_ROLES,
  isRoleAllowed,
  type PersonRole,
} from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../test/test-app.ts';
import { buildPerson, type TestPerson } from '../test/people.ts';

/**
 * Every route × every role (issue 26, decision 0033): a route that accepts a back-office session
 * declares which roles may call it (`companyRoute(schema, { access })`, or `config: { access }`),
 * and the server answers exactly that: 403 with the French message to the others, anything but
 * that 403 to the roles it admits, and the owner (company login) like an administrateur.
 */
let app: FastifyInstance;
let company: TestCompany;
const personOf = new Map<PersonRole, TestPerson>();

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app, { plan: 'premium' });
  for (const role of PERSON_ROLES) {
    personOf.set(role, await buildPerson(app, company, role));
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Server-sent event streams stay open: only their refusals are read. */
const STREAMS = new Set(['GET /api/rdv-unified/events']);

const companyRoutes = () =>
  app.registeredRoutes.filter((route) => route.method !== 'HEAD' && route.acceptsCompanySession);

const isRoleRefusal = (statusCode: number, body: string) =>
  statusCode === 403 && body.includes(MESSAGES.people.roleForbidden);

async function callAs(cookie: string, method: string, url: string) {
  return app.inject({
    method: method as InjectOptions['method'],
    url: url.replace(/:[a-zA-Z]+/g, '1'),
    payload: method === 'GET' ? undefined : {},
    headers: { cookie },
  });
}

describe('route × role', () => {
  it('every route that accepts a back-office session declares its roles', () => {
    const undeclared = companyRoutes()
      .filter((route) => route.access === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(
      undeclared,
      "routes sans rôles déclarés : ajoutez { access: 'everyone' | 'planning' | 'finance' | 'financeRead' | 'settingsRead' | 'settings' } à companyRoute (ou config: { access } à la route), voir docs/decisions/0033-people-and-roles.md",
    ).toEqual([]);
    expect(companyRoutes().length).toBeGreaterThan(80);
  });

  it('the routes behind the back office buttons are registered with the roles the web app reads (ROUTE_ROLES)', () => {
    const registered = new Map(
      companyRoutes().map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const mismatches = Object.entries(ROUTE_ROLES)
      .filter(([route, access]) => registered.get(route) !== access)
      .map(([route, access]) => `${route}: ${access} dans ROUTE_ROLES, ${registered.get(route)} au serveur`);
    expect(mismatches).toEqual([]);
  });

  it('each role gets exactly what the declaration allows, the owner everything', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of companyRoutes()) {
      const label = `${route.method} ${route.url} (${route.access})`;
      const callers: [string, string, boolean][] = [
        ['propriétaire', company.cookie, true],
        ...PERSON_ROLES.map(
          (role) =>
            [role, personOf.get(role)!.cookie, isRoleAllowed(role, route.access)] as [
              string,
              string,
              boolean,
            ],
        ),
      ];
      for (const [who, cookie, allowed] of callers) {
        if (allowed && STREAMS.has(`${route.method} ${route.url}`)) {
          continue;
        }
        const response = await callAs(cookie, route.method, route.url);
        checked += 1;
        if (response.statusCode >= 500) {
          mismatches.push(`${label} ${who}: ${response.statusCode}`);
        } else if (allowed === isRoleRefusal(response.statusCode, response.body)) {
          mismatches.push(`${label} ${who}: ${allowed ? 'refusé' : 'admis'} (${response.statusCode})`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it('the declarations match the issue: no settings nor finance for a planificateur, no changes for lecture seule', () => {
    expect(ROUTE_ACCESS.settings).toEqual(['administrateur']);
    expect(isRoleAllowed('planificateur', 'financeRead')).toBe(false);
    expect(isRoleAllowed('planificateur', 'planning')).toBe(true);
    expect(isRoleAllowed('comptable', 'finance')).toBe(true);
    expect(isRoleAllowed('comptable', 'planning')).toBe(false);
    for (const access of ['planning', 'finance', 'settings'] as const) {
      expect(isRoleAllowed('lecture_seule', access)).toBe(false);
    }
    // A route without a declaration: administrateurs only.
    expect(PERSON_ROLES.filter((role) => isRoleAllowed(role, undefined))).toEqual(['administrateur']);
  });
});
