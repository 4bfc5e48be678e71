import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourneo/domain';
import { getOfflineIndex } from './offline-index.ts';
import { departmentOf, type CommuneRow } from './offline-sources.ts';
import { checkAddressInIndex, locateInIndex, searchOffline } from './offline-search.ts';
import { distanceKm, locateAddress, verifyAndLocateAddress } from './geocoder.ts';

const require = createRequire(import.meta.url);
const communes = require('@etalab/decoupage-administratif/data/communes.json') as CommuneRow[];

/** Every real (postal code, commune as an address names it) pair: arrondissements take their city's name. */
function officialPairs(): Set<string> {
  const names = new Map(communes.map((commune) => [commune.code, commune.nom]));
  const pairs = new Set<string>();
  for (const commune of communes) {
    const city =
      commune.type === 'arrondissement-municipal'
        ? names.get(commune.commune ?? '')
        : commune.type === 'commune-actuelle'
          ? commune.nom
          : undefined;
    for (const postalCode of commune.codesPostaux ?? []) {
      pairs.add(`${postalCode} ${city}`);
    }
  }
  return pairs;
}

const PARIS_LOUVRE = { latitude: 48.86, longitude: 2.34 };
const LYON_TERREAUX = { latitude: 45.768, longitude: 4.835 };
const MARSEILLE_BELSUNCE = { latitude: 43.299, longitude: 5.38 };

describe('offline French geocoder', () => {
  it('places every postal code of the official list, 90 % of them in one of their own communes', async () => {
    const index = await getOfflineIndex();
    const official = communes.filter(
      (commune) =>
        (commune.type === 'commune-actuelle' || commune.type === 'arrondissement-municipal') &&
        !['75056', '69123', '13055'].includes(commune.code),
    );
    const codes = new Set(official.flatMap((commune) => commune.codesPostaux ?? []));
    const indexed = new Map<string, boolean>();
    for (const place of index.byPostalCode) {
      indexed.set(place.postalCode, indexed.get(place.postalCode) === true || place.precision === 'commune');
    }
    const ownShare = [...indexed.values()].filter(Boolean).length / codes.size;
    const communeShare =
      index.byPostalCode.filter((place) => place.precision === 'commune').length / index.byPostalCode.length;
    console.info(
      `codes postaux : ${codes.size}, placés ${indexed.size}, dans une de leurs communes ${(ownShare * 100).toFixed(1)} %, ` +
        `paires (code postal, commune) situées sur la commune même ${(communeShare * 100).toFixed(1)} %`,
    );
    expect(codes.size).toBeGreaterThan(6_000);
    // Only Clipperton, uninhabited, has no place at all.
    expect([...codes].filter((code) => !indexed.has(code))).toEqual(['98799']);
    expect(ownShare).toBeGreaterThanOrEqual(0.9);
    // Each pair of the list is one place of the index.
    expect(index.byPostalCode.length).toBe(
      official.reduce((sum, commune) => sum + (commune.codesPostaux?.length ?? 0), 0) - 1,
    );
    const metropolitan = index.byPostalCode.filter((place) => !/^9[78]/.test(place.inseeCode));
    expect(
      metropolitan.filter(
        (place) =>
          place.latitude < 41 || place.latitude > 51.2 || place.longitude < -5.3 || place.longitude > 9.7,
      ),
    ).toEqual([]);
  });

  it('offers the arrondissements of Paris, Lyon and Marseille from their first one, at their own place', async () => {
    const index = await getOfflineIndex();
    const firsts = [
      ['Paris', '75001', PARIS_LOUVRE],
      ['lyon', '69001', LYON_TERREAUX],
      ['Marseille', '13001', MARSEILLE_BELSUNCE],
    ] as const;
    for (const [query, postalCode, place] of firsts) {
      const { suggestions } = searchOffline(index, query, 8);
      expect(suggestions[0]).toMatchObject({
        postal_code: postalCode,
        label: `${postalCode} ${suggestions[0]!.city}`,
      });
      expect(distanceKm(suggestions[0]!, place)).toBeLessThan(1.5);
      const [byCode] = searchOffline(index, postalCode, 8).suggestions;
      expect(byCode).toEqual(suggestions[0]);
    }
    const paris = searchOffline(index, 'paris', 20).suggestions.map((suggestion) => suggestion.postal_code);
    expect(paris).toEqual(
      Array.from({ length: 20 }, (_, number) => `750${String(number + 1).padStart(2, '0')}`),
    );
    // Each arrondissement at its own place: 75001 and 75020 are 4 to 6 km apart.
    const [first, twentieth] = [locateInIndex(index, '75001')!, locateInIndex(index, '75020')!];
    expect(distanceKm(first, twentieth)).toBeGreaterThan(3);
    expect(searchOffline(index, 'lyon 3', 8).suggestions[0]).toMatchObject({
      postal_code: '69003',
      city: 'Lyon',
    });
  });

  it('reads arrondissements as people write them: Lyon 3e, Lyon 3ème, Paris 11e, Marseille 1er', async () => {
    const index = await getOfflineIndex();
    const codesOf = (query: string) =>
      searchOffline(index, query, 8).suggestions.map((suggestion) => suggestion.postal_code);
    for (const [query, postalCodes] of [
      ['Lyon 3e', ['69003']],
      ['Lyon 3ème', ['69003']],
      ['LYON 3EME', ['69003']],
      ['Lyon 3e arrondissement', ['69003']],
      ['Paris 11e', ['75011']],
      ['Paris 11ème', ['75011']],
      ['Paris 1er', ['75001']],
      ['Paris 16e', ['75016', '75116']],
      ['Marseille 1er', ['13001']],
      ['Marseille 13ème', ['13013']],
    ] as const) {
      expect(codesOf(query), query).toEqual(postalCodes);
    }
    // After a street, the arrondissement gives the postal code: no need to type it.
    expect(searchOffline(index, '12 rue Paul Bert, Lyon 3ème', 5)).toEqual({
      suggestions: [expect.objectContaining({ label: '12 rue Paul Bert, 69003 Lyon', postal_code: '69003' })],
      notice: undefined,
    });
    expect(searchOffline(index, '10 rue Oberkampf Paris 11e', 5).suggestions.map((s) => s.label)).toEqual([
      '10 rue Oberkampf, 75011 Paris',
    ]);
    expect(searchOffline(index, '3 rue Colbert Marseille 1er', 5).suggestions.map((s) => s.label)).toEqual([
      '3 rue Colbert, 13001 Marseille',
    ]);
    expect(searchOffline(index, '12 rue Paul Bert 69003 Lyon 3ème', 5).suggestions[0]?.label).toBe(
      '12 rue Paul Bert, 69003 Lyon',
    );
    // While typing, a bare number is still the beginning of others: "Paris 1" offers 75001, 75010…
    expect(codesOf('paris 1')).toContain('75015');
    // The check knows the arrondissement's own postal code.
    expect(checkAddressInIndex(index, '12 rue Paul Bert, Lyon 3ème', '69003')).toEqual({
      status: 'valid',
      city: 'Lyon',
    });
    expect(checkAddressInIndex(index, '12 rue Paul Bert, Lyon 3e', '69001')).toEqual({
      status: 'mismatch',
      message: MESSAGES.geo.postalCodeNotInCommune('69001', 'Lyon 3e Arrondissement'),
    });
  });

  it('finds communes by name, accents and abbreviations aside, exact names first', async () => {
    const index = await getOfflineIndex();
    const etienne = searchOffline(index, 'st etienne', 8).suggestions;
    expect(etienne[0]).toMatchObject({ city: 'Saint-Étienne', postal_code: '42000' });
    expect(etienne[0]!.latitude).toBeCloseTo(45.43, 1);
    const [bordeaux] = searchOffline(index, 'Bordeaux', 3).suggestions;
    expect(bordeaux).toMatchObject({ postal_code: '33000', city: 'Bordeaux' });
    expect(bordeaux!.longitude).toBeCloseTo(-0.58, 1);
  });

  it('keeps the street exactly as typed with the postal code and commune typed', async () => {
    const index = await getOfflineIndex();
    expect(searchOffline(index, '12 rue de la Paix 75002 Paris', 5).suggestions).toEqual([
      expect.objectContaining({
        postal_code: '75002',
        city: 'Paris',
        label: '12 rue de la Paix, 75002 Paris',
      }),
    ]);
    expect(searchOffline(index, '12 rue de la Paix Paris 75002', 5).suggestions[0]?.label).toBe(
      '12 rue de la Paix, 75002 Paris',
    );
    // A Lyon street typed with a Lyon postal code stays in Lyon, in that arrondissement.
    const bellecour = searchOffline(index, '3 place Bellecour, 69002 Lyon', 5).suggestions;
    expect(bellecour.map((suggestion) => suggestion.label)).toEqual(['3 place Bellecour, 69002 Lyon']);
    expect(bellecour[0]!.latitude).toBeCloseTo(45.75, 1);
    expect(bellecour[0]!.longitude).toBeCloseTo(4.83, 1);
    // A 5-digit house number opening the address is no postal code.
    expect(searchOffline(index, '10000 rue de la République Quimper', 5).suggestions[0]?.label).toBe(
      '10000 rue de la République, 29000 Quimper',
    );
    // A commune with one postal code needs none.
    expect(
      searchOffline(index, '5 rue Kéréon Quimper', 5).suggestions.map((suggestion) => suggestion.label),
    ).toEqual(['5 rue Kéréon, 29000 Quimper']);
  });

  it('never spreads a typed street over the postal codes of a commune: it asks for the postal code', async () => {
    const index = await getOfflineIndex();
    for (const [query, city] of [
      ['12 rue de la Paix Paris', 'Paris'],
      ['8 rue Mercière Lyon', 'Lyon'],
      ['3 cours Victor Hugo, Bordeaux', 'Bordeaux'],
    ] as const) {
      expect(searchOffline(index, query, 8)).toEqual({
        suggestions: [],
        notice: MESSAGES.geo.postalCodeNeeded(city),
      });
    }
  });

  it('answers only real (postal code, commune) pairs, with the street as typed', async () => {
    const index = await getOfflineIndex();
    const pairs = officialPairs();
    const queries = [
      'Paris',
      'lyon',
      'marseille 13',
      '13005',
      '75116',
      '12 rue de la Paix 75002 Paris',
      '4 rue Lafayette Paris 75009',
      '3 place Bellecour 69002',
      '7 quai du Port 13002 Marseille',
      '1 avenue Foch Nancy',
      '2 rue Haute 33113',
      'st mal',
      '5 rue Kéréon Quimp',
      'aix en pro',
      '59000 Lille',
    ];
    let count = 0;
    for (const query of queries) {
      for (const suggestion of searchOffline(index, query, 8).suggestions) {
        count += 1;
        const locality = `${suggestion.postal_code} ${suggestion.city}`;
        expect(pairs.has(locality), locality).toBe(true);
        expect(suggestion.label === locality || suggestion.label.endsWith(`, ${locality}`)).toBe(true);
        const street = suggestion.label.slice(0, -locality.length).replace(/, $/, '');
        expect(street === '' || query.startsWith(street)).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('flags a postal code that is not the named commune’s, in the search and in the check', async () => {
    const index = await getOfflineIndex();
    expect(searchOffline(index, '3 place Bellecour 75001 Lyon', 8)).toEqual({
      suggestions: [],
      notice: MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'),
    });
    expect(checkAddressInIndex(index, '3 place Bellecour, 75001 Lyon', '75001')).toEqual({
      status: 'mismatch',
      message: MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'),
    });
    expect(checkAddressInIndex(index, '3 place Bellecour, Lyon', '75001').status).toBe('mismatch');
    expect(checkAddressInIndex(index, '3 place Bellecour, 69002 Lyon', '75001')).toEqual({
      status: 'mismatch',
      message: MESSAGES.geo.postalCodesDiffer('69002', '75001'),
    });
    // What agrees, or cannot be judged, passes.
    for (const [adresse, postalCode] of [
      ['3 place Bellecour, 69002 Lyon', '69002'],
      ['3 place Bellecour, 69002 LYON 2E', '69002'],
      ['1 rue du Faubourg Saint-Honoré, 75008 Paris Cedex 08', '75008'],
      ['2 rue de la Mairie, 74940 Annecy-le-Vieux', '74940'],
      ['3 allée des Tilleuls', '33000'],
      ['12 rue de Lyon 75012', '75012'],
      ['Lieu-dit Les Granges, Ailleurs', '33000'],
      // A 5-digit house number, or a "CS" number, is no postal code.
      ['10000 rue de la République', '75011'],
      ['Tour Eiffel CS 70001, 75007 Paris Cedex 07', '75007'],
    ] as const) {
      expect(checkAddressInIndex(index, adresse, postalCode).status, adresse).not.toBe('mismatch');
    }
  });

  it('knows overseas and Corsican départements', () => {
    expect(departmentOf('97411')).toBe('974');
    expect(departmentOf('2A004')).toBe('2A');
  });

  it('locates an address at the arrondissement or commune of its postal code', async () => {
    const typed = await locateAddress({
      adresse: '5 quai Saint-Vincent, 69001 Lyon',
      postal_code: '69001',
      latitude: null,
      longitude: null,
    });
    expect(
      distanceKm({ latitude: typed.latitude!, longitude: typed.longitude! }, LYON_TERREAUX),
    ).toBeLessThan(1);
    // Coordinates chosen near the commune are kept; far away (Paris for a Lyon postal code) replaced.
    const chosen = {
      adresse: '5 quai Saint-Vincent, 69001 Lyon',
      postal_code: '69001',
      latitude: 45.7702,
      longitude: 4.8268,
    };
    expect(await locateAddress(chosen)).toEqual(chosen);
    const wrong = await locateAddress({ ...chosen, latitude: 48.8592, longitude: 2.3417 });
    expect(
      distanceKm({ latitude: wrong.latitude!, longitude: wrong.longitude! }, LYON_TERREAUX),
    ).toBeLessThan(1);
    const unknown = { adresse: 'Nulle part', postal_code: '00000', latitude: null, longitude: null };
    expect(await locateAddress(unknown)).toEqual(unknown);
  });

  it('refuses to save an address whose postal code is not its commune’s', async () => {
    await expect(
      verifyAndLocateAddress({
        adresse: '3 place Bellecour, 75001 Lyon',
        postal_code: '75001',
        latitude: null,
        longitude: null,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon'),
    });
    const saved = await verifyAndLocateAddress({
      adresse: '3 place Bellecour, 69002 Lyon',
      postal_code: '69002',
      latitude: null,
      longitude: null,
    });
    expect(saved.latitude).toBeCloseTo(45.75, 1);
  });
});
