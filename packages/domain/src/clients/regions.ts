import { POSTAL_CODE_PATTERN } from '../geo/address.ts';
import { toSearchText } from '../common/search-text.ts';
/**
 * French départements and the région each belongs to (INSEE codes, 2016 map), and the way from a
 * postal code to them. A postal code starts with its département's number, except in Corsica
 * (20xxx: 200xx–201xx Corse-du-Sud 2A, 202xx–206xx Haute-Corse 2B) and overseas (971–976, three
 * digits). A few communes carry a neighbouring département's postal code (e.g. 05110 in the
 * Alpes-de-Haute-Provence): they are placed by their number, which is what users expect when searching.
 */

export interface Region {
  /** INSEE région code. */
  code: string;
  name: string;
  departements: readonly string[];
}

export const REGIONS: readonly Region[] = [
  {
    code: '84',
    name: 'Auvergne-Rhône-Alpes',
    departements: ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  },
  {
    code: '27',
    name: 'Bourgogne-Franche-Comté',
    departements: ['21', '25', '39', '58', '70', '71', '89', '90'],
  },
  { code: '53', name: 'Bretagne', departements: ['22', '29', '35', '56'] },
  { code: '24', name: 'Centre-Val de Loire', departements: ['18', '28', '36', '37', '41', '45'] },
  { code: '94', name: 'Corse', departements: ['2A', '2B'] },
  {
    code: '44',
    name: 'Grand Est',
    departements: ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'],
  },
  { code: '32', name: 'Hauts-de-France', departements: ['02', '59', '60', '62', '80'] },
  { code: '11', name: 'Île-de-France', departements: ['75', '77', '78', '91', '92', '93', '94', '95'] },
  { code: '28', name: 'Normandie', departements: ['14', '27', '50', '61', '76'] },
  {
    code: '75',
    name: 'Nouvelle-Aquitaine',
    departements: ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  },
  {
    code: '76',
    name: 'Occitanie',
    departements: ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  },
  { code: '52', name: 'Pays de la Loire', departements: ['44', '49', '53', '72', '85'] },
  { code: '93', name: "Provence-Alpes-Côte d'Azur", departements: ['04', '05', '06', '13', '83', '84'] },
  { code: '01', name: 'Guadeloupe', departements: ['971'] },
  { code: '02', name: 'Martinique', departements: ['972'] },
  { code: '03', name: 'Guyane', departements: ['973'] },
  { code: '04', name: 'La Réunion', departements: ['974'] },
  { code: '06', name: 'Mayotte', departements: ['976'] },
];

const REGION_BY_DEPARTEMENT = new Map<string, Region>(
  REGIONS.flatMap((region) => region.departements.map((departement) => [departement, region] as const)),
);

/** The département of a 5-digit postal code ('2A'/'2B' in Corsica, '971'…'976' overseas), or null. */
export function departementOfPostalCode(postalCode: string): string | null {
  const code = postalCode.trim();
  if (!POSTAL_CODE_PATTERN.test(code)) {
    return null;
  }
  if (code.startsWith('97')) {
    const overseas = code.slice(0, 3);
    return REGION_BY_DEPARTEMENT.has(overseas) ? overseas : null;
  }
  if (code.startsWith('20')) {
    return Number(code.slice(2, 3)) <= 1 ? '2A' : '2B';
  }
  const departement = code.slice(0, 2);
  return REGION_BY_DEPARTEMENT.has(departement) ? departement : null;
}

/** The région of a postal code, or null (malformed, Monaco 980xx, overseas collectivities 975, 98x). */
export function regionOfPostalCode(postalCode: string): Region | null {
  const departement = departementOfPostalCode(postalCode);
  return departement ? (REGION_BY_DEPARTEMENT.get(departement) ?? null) : null;
}

/** Lower case, no accents, hyphens and apostrophes as spaces: "ile de france" finds "Île-de-France". */
export function normaliseSearchText(value: string): string {
  return toSearchText(value)
    .replace(/[-'’\s]+/g, ' ')
    .trim();
}

/** Régions whose name contains the query (case, accents and hyphens ignored); none for an empty query. */
export function findRegionsByName(query: string): Region[] {
  const needle = normaliseSearchText(query);
  if (!needle) {
    return [];
  }
  return REGIONS.filter((region) => normaliseSearchText(region.name).includes(needle));
}

/**
 * Postal code prefixes of the régions' départements (Corsica is '20', overseas three digits), so a
 * database can select their clients with index range scans on the postal code.
 */
export function postalCodePrefixesOfRegions(regions: readonly Region[]): string[] {
  const prefixes = new Set<string>();
  for (const region of regions) {
    for (const departement of region.departements) {
      prefixes.add(departement === '2A' || departement === '2B' ? '20' : departement);
    }
  }
  return [...prefixes].sort();
}
