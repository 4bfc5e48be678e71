import { locateCommunes, pushTo, type Precision } from './locate-communes.ts';
import { arrondissementKey, nameKey } from './normalise.ts';
import { readOfflineSources, type CommuneRow, type EpciRow, type GeoNamesPlace } from './offline-sources.ts';

/** One (postal code, commune or municipal arrondissement) pair of the official list, with coordinates. */
export interface Place {
  postalCode: string;
  /** The commune as an address names it: "Paris" for "Paris 1er Arrondissement". */
  city: string;
  /** The municipal arrondissement (Paris, Lyon, Marseille), else undefined. */
  district: string | undefined;
  /** INSEE code of the commune or arrondissement. */
  inseeCode: string;
  /** INSEE code of the commune (the city's for an arrondissement): places of one commune share it. */
  communeCode: string;
  department: string;
  population: number;
  latitude: number;
  longitude: number;
  precision: Precision;
  /** The normalised commune name ("paris"). */
  key: string;
  /** The normalised arrondissement name ("paris 1er arrondissement"), else undefined. */
  districtKey: string | undefined;
}

/** A name a place answers to in prefix search: its commune's, or its arrondissement's. */
export interface NameEntry {
  key: string;
  place: Place;
}

export interface OfflineIndex {
  /** Sorted by key, then postal code: prefix search by binary search. */
  byName: readonly NameEntry[];
  /** Sorted by postal code, then the postal code's own arrondissement, then population (largest first). */
  byPostalCode: readonly Place[];
  /** Normalised names each postal code answers to: its communes, arrondissements and former communes. */
  namesByPostalCode: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every normalised commune, arrondissement and former commune name, with a display name. */
  knownNames: ReadonlyMap<string, string>;
  /** How many places (postal codes, arrondissements) each commune has. */
  placesPerCommune: ReadonlyMap<string, number>;
  /** Each municipal arrondissement's name by its short key: "lyon 3" → "lyon 3e arrondissement". */
  districtKeys: ReadonlyMap<string, string>;
}

/** The number an arrondissement's own postal code ends with: 75016 → 16 (75116 → 16 as well). */
const districtNumberOfPostalCode = (postalCode: string) => Number(postalCode.slice(3));

/**
 * Builds the index of every (postal code, commune) pair of the official list: communes, and the
 * municipal arrondissements of Paris, Lyon and Marseille in place of their city.
 */
export function buildOfflineIndex(
  communes: readonly CommuneRow[],
  epcis: readonly EpciRow[],
  geoNames: readonly GeoNamesPlace[],
): OfflineIndex {
  const located = locateCommunes(communes, epcis, geoNames);
  const byCode = new Map(communes.map((commune) => [commune.code, commune]));
  const citiesWithDistricts = new Set(
    communes.flatMap((commune) =>
      commune.type === 'arrondissement-municipal' && commune.commune ? [commune.commune] : [],
    ),
  );

  const places: Place[] = [];
  for (const commune of communes) {
    const isDistrict = commune.type === 'arrondissement-municipal';
    if (!(isDistrict || commune.type === 'commune-actuelle') || citiesWithDistricts.has(commune.code)) {
      continue;
    }
    const found = located.get(commune.code);
    const city = isDistrict ? byCode.get(commune.commune ?? '')?.nom : commune.nom;
    if (!found || !city) {
      continue;
    }
    for (const postalCode of commune.codesPostaux ?? []) {
      places.push({
        postalCode,
        city,
        district: isDistrict ? commune.nom : undefined,
        inseeCode: commune.code,
        communeCode: isDistrict ? (commune.commune ?? commune.code) : commune.code,
        department: commune.departement,
        population: commune.population ?? 0,
        latitude: found.point.latitude,
        longitude: found.point.longitude,
        precision: found.precision,
        key: nameKey(city),
        districtKey: isDistrict ? nameKey(commune.nom) : undefined,
      });
    }
  }

  const namesByPostalCode = new Map<string, Set<string>>();
  const knownNames = new Map<string, string>();
  const placesPerCommune = new Map<string, number>();
  const codesOfCommune = new Map<string, string[]>();
  const addName = (postalCode: string, key: string, display: string) => {
    const names = namesByPostalCode.get(postalCode) ?? new Set<string>();
    names.add(key);
    namesByPostalCode.set(postalCode, names);
    if (!knownNames.has(key)) {
      knownNames.set(key, display);
    }
  };
  for (const place of places) {
    addName(place.postalCode, place.key, place.city);
    if (place.districtKey && place.district) {
      addName(place.postalCode, place.districtKey, place.district);
    }
    placesPerCommune.set(place.communeCode, (placesPerCommune.get(place.communeCode) ?? 0) + 1);
    pushTo(codesOfCommune, place.communeCode, place.postalCode);
  }
  // Former communes (merged into a "commune nouvelle") still name addresses of their postal codes.
  for (const commune of communes) {
    if ((commune.type === 'commune-deleguee' || commune.type === 'commune-associee') && commune.chefLieu) {
      for (const postalCode of codesOfCommune.get(commune.chefLieu) ?? []) {
        addName(postalCode, nameKey(commune.nom), commune.nom);
      }
    }
  }

  const entries: NameEntry[] = places.flatMap((place) =>
    place.districtKey
      ? [
          { key: place.key, place },
          { key: place.districtKey, place },
        ]
      : [{ key: place.key, place }],
  );
  const byName = entries.sort(
    (a, b) =>
      compare(a.key, b.key) ||
      compare(a.place.postalCode, b.place.postalCode) ||
      compare(a.place.inseeCode, b.place.inseeCode),
  );
  const isOwnDistrict = (place: Place) =>
    place.district !== undefined &&
    arrondissementKey(place.districtKey ?? '')?.endsWith(
      ` ${districtNumberOfPostalCode(place.postalCode)}`,
    ) === true;
  const byPostalCode = [...places].sort(
    (a, b) =>
      compare(a.postalCode, b.postalCode) ||
      Number(isOwnDistrict(b)) - Number(isOwnDistrict(a)) ||
      b.population - a.population ||
      compare(a.key, b.key),
  );
  const districtKeys = new Map<string, string>();
  for (const place of places) {
    const short = place.districtKey ? arrondissementKey(place.districtKey) : undefined;
    if (short && place.districtKey) {
      districtKeys.set(short, place.districtKey);
    }
  }
  return { byName, byPostalCode, namesByPostalCode, knownNames, placesPerCommune, districtKeys };
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
  const { communes, epcis, geoNames } = await readOfflineSources();
  return buildOfflineIndex(communes, epcis, geoNames);
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
