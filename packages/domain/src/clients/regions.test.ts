import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REGIONS,
  departementOfPostalCode,
  findRegionsByName,
  postalCodePrefixesOfRegions,
  regionOfPostalCode,
} from './regions.ts';

describe('départements and régions', () => {
  it('lists the 101 départements once each, 96 in metropolitan France', () => {
    const all = REGIONS.flatMap((region) => region.departements);
    expect(all).toHaveLength(101);
    expect(new Set(all).size).toBe(101);
    expect(all.filter((departement) => departement.length === 2)).toHaveLength(96);
  });

  it('places Paris, Lyon and Marseille postal codes', () => {
    expect(regionOfPostalCode('75004')?.name).toBe('Île-de-France');
    expect(regionOfPostalCode('69002')?.name).toBe('Auvergne-Rhône-Alpes');
    expect(regionOfPostalCode('13001')?.name).toBe("Provence-Alpes-Côte d'Azur");
    expect(departementOfPostalCode('01000')).toBe('01');
  });

  it('splits Corsica 20xxx into 2A (200xx–201xx) and 2B (202xx–206xx), both in Corse', () => {
    expect(departementOfPostalCode('20000')).toBe('2A');
    expect(departementOfPostalCode('20190')).toBe('2A');
    expect(departementOfPostalCode('20200')).toBe('2B');
    expect(departementOfPostalCode('20600')).toBe('2B');
    expect(regionOfPostalCode('20090')?.name).toBe('Corse');
    expect(regionOfPostalCode('20290')?.name).toBe('Corse');
  });

  it('reads overseas départements 971–976 on three digits', () => {
    expect(regionOfPostalCode('97100')?.name).toBe('Guadeloupe');
    expect(regionOfPostalCode('97200')?.name).toBe('Martinique');
    expect(regionOfPostalCode('97300')?.name).toBe('Guyane');
    expect(regionOfPostalCode('97400')?.name).toBe('La Réunion');
    expect(regionOfPostalCode('97600')?.name).toBe('Mayotte');
    expect(regionOfPostalCode('97500')).toBeNull();
  });

  it('answers null for malformed codes, Monaco and the Pacific', () => {
    for (const code of ['', '7500', '750011', 'ABCDE', '98000', '98800', '00100', '96000']) {
      expect(regionOfPostalCode(code)).toBeNull();
    }
  });

  it('places every metropolitan 5-digit code of a known département in the région listing it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 95999 }), (value) => {
        const code = String(value).padStart(5, '0');
        const region = regionOfPostalCode(code);
        const departement = departementOfPostalCode(code);
        if (region) {
          expect(region.departements).toContain(departement);
        } else {
          expect(['00', '96']).toContain(code.slice(0, 2));
        }
      }),
    );
  });

  it('finds régions by part of their name, ignoring case, accents and hyphens', () => {
    expect(findRegionsByName('ile de france').map((region) => region.code)).toEqual(['11']);
    expect(findRegionsByName('BRETAGNE').map((region) => region.code)).toEqual(['53']);
    expect(findRegionsByName('provence').map((region) => region.code)).toEqual(['93']);
    expect(findRegionsByName('reunion').map((region) => region.code)).toEqual(['04']);
    expect(findRegionsByName('atlantide')).toEqual([]);
    expect(findRegionsByName('  ')).toEqual([]);
  });

  it('turns régions into postal code prefixes: Corsica 20, overseas three digits', () => {
    expect(postalCodePrefixesOfRegions(findRegionsByName('corse'))).toEqual(['20']);
    expect(postalCodePrefixesOfRegions(findRegionsByName('guadeloupe'))).toEqual(['971']);
    expect(postalCodePrefixesOfRegions(findRegionsByName('Île-de-France'))).toEqual([
      '75',
      '77',
      '78',
      '91',
      '92',
      '93',
      '94',
      '95',
    ]);
  });
});
