import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { departmentOf, getOfflineIndex, type Place } from './offline-index.ts';
import { locateInIndex, searchOffline } from './offline-search.ts';
import { locateAddress } from './geocoder.ts';

const require = createRequire(import.meta.url);

interface PostalCodeRow {
  codePostal: string;
  codeCommune: string;
}

const isMetropolitan = (row: PostalCodeRow) => !['97', '98'].includes(row.codeCommune.slice(0, 2));

describe('offline French geocoder', () => {
  it('gives coordinates in metropolitan France to every postal code, mostly from its own commune', async () => {
    const index = await getOfflineIndex();
    const rows = (require('codes-postaux/codes-postaux.json') as PostalCodeRow[]).filter(isMetropolitan);
    const codes = [...new Set(rows.map((row) => row.codePostal))];
    let ownCommune = 0;
    let covered = 0;
    const placesByCode = new Map<string, Place[]>();
    for (const place of index.byPostalCode) {
      placesByCode.set(place.postalCode, [...(placesByCode.get(place.postalCode) ?? []), place]);
    }
    for (const code of codes) {
      const places = placesByCode.get(code) ?? [];
      const located = locateInIndex(index, code);
      if (
        located &&
        located.latitude > 41 &&
        located.latitude < 51.2 &&
        located.longitude > -5.3 &&
        located.longitude < 9.7
      ) {
        covered += 1;
      }
      if (places.some((place) => place.precision === 'commune')) {
        ownCommune += 1;
      }
    }
    const coveredShare = covered / codes.length;
    const ownShare = ownCommune / codes.length;
    console.info(
      `codes postaux métropolitains : ${codes.length}, couverts ${(coveredShare * 100).toFixed(1)} %, ` +
        `commune propre ${(ownShare * 100).toFixed(1)} %, commune voisine du département ${((1 - ownShare) * 100).toFixed(1)} %`,
    );
    expect(codes.length).toBeGreaterThan(5_000);
    expect(coveredShare).toBe(1);
    expect(ownShare).toBeGreaterThanOrEqual(0.7);
    // Every (postal code, commune) pair is placed, and in its own département's fallback at worst.
    expect(
      index.byPostalCode.filter((place) => isMetropolitan({ codePostal: '', codeCommune: place.inseeCode }))
        .length,
    ).toBe(rows.length);
  });

  it('finds communes by name, accents and abbreviations aside, exact names first', async () => {
    const index = await getOfflineIndex();
    const [lyon] = searchOffline(index, 'lyon', 5);
    expect(lyon?.city).toMatch(/^Lyon/);
    const etienne = searchOffline(index, 'st etienne', 8);
    expect(etienne.some((suggestion) => suggestion.city === 'Saint-Étienne')).toBe(true);
    const paris = searchOffline(index, 'Paris', 3);
    expect(paris[0]!.latitude).toBeCloseTo(48.86, 1);
  });

  it('keeps the street typed before the commune and postal code', async () => {
    const index = await getOfflineIndex();
    const [first] = searchOffline(index, '12 rue de la Paix 75002 Paris', 5);
    expect(first).toMatchObject({
      postal_code: '75002',
      label: '12 rue de la Paix, 75002 Paris 2e Arrondissement',
    });
    const [byName] = searchOffline(index, '3 place Bellecour, Lyon', 5);
    expect(byName?.label.startsWith('3 place Bellecour, 690')).toBe(true);
  });

  it('completes a postal code from its first digits', async () => {
    const index = await getOfflineIndex();
    const suggestions = searchOffline(index, '33', 5);
    expect(suggestions.length).toBe(5);
    expect(suggestions.every((suggestion) => suggestion.postal_code.startsWith('33'))).toBe(true);
    expect(searchOffline(index, 'zzzzqqq', 5)).toEqual([]);
  });

  it('knows overseas and Corsican départements', () => {
    expect(departmentOf('97411')).toBe('974');
    expect(departmentOf('2A004')).toBe('2A');
  });

  it('locates an address typed without a suggestion from its postal code, keeps chosen coordinates', async () => {
    const typed = await locateAddress({
      adresse: '5 quai Saint-Vincent, 69001 Lyon',
      postal_code: '69001',
      latitude: null,
      longitude: null,
    });
    expect(typed.latitude).toBeCloseTo(45.77, 1);
    expect(typed.longitude).toBeCloseTo(4.83, 1);
    const chosen = { adresse: 'Ici', postal_code: '69001', latitude: 1, longitude: 2 };
    expect(await locateAddress(chosen)).toEqual(chosen);
    const unknown = { adresse: 'Nulle part', postal_code: '00000', latitude: null, longitude: null };
    expect(await locateAddress(unknown)).toEqual(unknown);
  });
});
