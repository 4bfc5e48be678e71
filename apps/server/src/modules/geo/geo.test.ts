import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';

let offline: FastifyInstance;
let online: FastifyInstance;
let broken: FastifyInstance;
let slow: FastifyInstance;
let fakeApi: Server;
let company: TestCompany;
const received: URL[] = [];

/** A tiny stand-in for the national address API, answering its documented GeoJSON. */
function startFakeApi(): Promise<number> {
  fakeApi = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    received.push(url);
    if (url.pathname === '/broken/') {
      response.writeHead(503).end('indisponible');
      return;
    }
    if (url.pathname === '/slow/') {
      setTimeout(
        () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"features":[]}'),
        2_000,
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        type: 'FeatureCollection',
        version: 'draft',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [2.331, 48.8686] },
            properties: {
              label: '8 Rue de la Paix 75002 Paris',
              score: 0.97,
              housenumber: '8',
              id: '75102_7000_00008',
              name: '8 Rue de la Paix',
              postcode: '75002',
              citycode: '75102',
              x: 651000.12,
              y: 6863000.45,
              city: 'Paris',
              district: 'Paris 2e Arrondissement',
              context: '75, Paris, Île-de-France',
              type: 'housenumber',
              importance: 0.72,
              street: 'Rue de la Paix',
            },
          },
        ],
        attribution: 'BAN',
        licence: 'ETALAB-2.0',
        query: url.searchParams.get('q'),
        limit: 5,
      }),
    );
  });
  return new Promise((resolve) =>
    fakeApi.listen(0, '127.0.0.1', () => resolve((fakeApi.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  const port = await startFakeApi();
  [offline, online, broken, slow] = await Promise.all([
    createTestApp(),
    createTestApp({ geoAddressApiUrl: `http://127.0.0.1:${port}/search/` }),
    createTestApp({ geoAddressApiUrl: `http://127.0.0.1:${port}/broken/` }),
    createTestApp({ geoAddressApiUrl: `http://127.0.0.1:${port}/slow/`, geoAddressApiTimeoutMs: 200 }),
  ]);
  company = await buildCompany(offline);
});
afterAll(async () => {
  await Promise.all([offline.close(), online.close(), broken.close(), slow.close()]);
  await new Promise((resolve) => fakeApi.close(resolve));
});

const autocomplete = (app: FastifyInstance, query: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/geo/autocomplete?q=${encodeURIComponent(query)}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /geo/autocomplete', () => {
  it('needs at least 2 characters (400)', async () => {
    const response = await autocomplete(offline, ' a ', company.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.geo.queryRequired);
  });

  it('answers communes with postal code and coordinates from the offline index', async () => {
    const response = await autocomplete(offline, '33000 Bordeaux', company.cookie);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().suggestions;
    expect(first).toMatchObject({
      postal_code: '33000',
      city: 'Bordeaux',
      source: 'offline',
      kind: 'municipality',
    });
    expect(first.latitude).toBeCloseTo(44.84, 1);
    expect(first.longitude).toBeCloseTo(-0.58, 1);
  });

  it("understands arrondissements as people write them ('Lyon 3ème' is 69003)", async () => {
    for (const [query, label] of [
      ['Lyon 3ème', '69003 Lyon'],
      ['Paris 11e', '75011 Paris'],
      ['Marseille 1er', '13001 Marseille'],
      ['12 rue Paul Bert, Lyon 3e', '12 rue Paul Bert, 69003 Lyon'],
    ] as const) {
      const response = await autocomplete(offline, query, company.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().suggestions[0], query).toMatchObject({ label, source: 'offline' });
    }
  });

  it('keeps the typed street with the typed postal code, and says when a commune needs one', async () => {
    const street = await autocomplete(offline, '12 rue de la Paix 75002 Paris', company.cookie);
    expect(street.json()).toEqual({
      suggestions: [
        expect.objectContaining({ label: '12 rue de la Paix, 75002 Paris', postal_code: '75002' }),
      ],
    });
    const ambiguous = await autocomplete(offline, '12 rue de la Paix Paris', company.cookie);
    expect(ambiguous.json()).toEqual({ suggestions: [], notice: MESSAGES.geo.postalCodeNeeded('Paris') });
    const mismatch = await autocomplete(offline, '3 place Bellecour 75001 Lyon', company.cookie);
    expect(mismatch.json()).toEqual({
      suggestions: [],
      notice: MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'),
    });
  });

  it('answers street-level suggestions from the national address API when configured', async () => {
    const response = await autocomplete(online, '8 rue de la paix paris', company.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions).toEqual([
      {
        label: '8 Rue de la Paix 75002 Paris',
        postal_code: '75002',
        city: 'Paris',
        latitude: 48.8686,
        longitude: 2.331,
        kind: 'housenumber',
        source: 'api',
      },
    ]);
    const sent = received.at(-1)!;
    expect(sent.searchParams.get('q')).toBe('8 rue de la paix paris');
    expect(sent.searchParams.get('autocomplete')).toBe('1');
  });

  it('falls back to the offline index when the API fails', async () => {
    const response = await autocomplete(broken, '75002 Paris', company.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions[0]).toMatchObject({ postal_code: '75002', source: 'offline' });
  });

  it('falls back to the offline index when the API is too slow', async () => {
    const started = Date.now();
    const response = await autocomplete(slow, 'Lille', company.cookie);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.json().suggestions[0]).toMatchObject({ city: 'Lille', source: 'offline' });
  });
});

const check = (query: Record<string, string>, cookie?: string) =>
  offline.inject({
    method: 'GET',
    url: `/geo/check-address?${new URLSearchParams(query).toString()}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /geo/check-address', () => {
  it('needs an address and a 5-digit postal code (400)', async () => {
    const noCode = await check({ adresse: '3 place Bellecour', postal_code: '690' }, company.cookie);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe(MESSAGES.clients.postalCodeFiveDigits);
    const noAddress = await check({ adresse: ' ', postal_code: '69002' }, company.cookie);
    expect(noAddress.statusCode).toBe(400);
  });

  it('says when the postal code is not the commune’s the address names', async () => {
    const wrong = await check(
      { adresse: '3 place Bellecour, 75001 Lyon', postal_code: '75001' },
      company.cookie,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      valid: false,
      message: MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'),
    });
    const differ = await check(
      { adresse: '3 place Bellecour, 69002 Lyon', postal_code: '69001' },
      company.cookie,
    );
    expect(differ.json()).toEqual({
      valid: false,
      message: MESSAGES.geo.postalCodesDiffer('69002', '69001'),
    });
    const right = await check(
      { adresse: '3 place Bellecour, 69002 Lyon', postal_code: '69002' },
      company.cookie,
    );
    expect(right.json()).toEqual({ valid: true });
  });

  it("knows an arrondissement's own postal code ('Lyon 3e' is 69003, not 69001)", async () => {
    const own = await check({ adresse: '12 rue Paul Bert, Lyon 3ème', postal_code: '69003' }, company.cookie);
    expect(own.json()).toEqual({ valid: true });
    const other = await check({ adresse: '12 rue Paul Bert, Lyon 3e', postal_code: '69001' }, company.cookie);
    expect(other.json()).toEqual({
      valid: false,
      message: MESSAGES.geo.postalCodeNotInCommune('69001', 'Lyon 3e Arrondissement'),
    });
  });
});
