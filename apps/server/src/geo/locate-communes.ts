/** Where each commune of the official list is: the coordinates the offline index gives its places. */
import { arrondissementKey, nameKey } from './normalise.ts';
import type { CommuneRow, EpciRow, GeoNamesPlace } from './offline-sources.ts';

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

/** Appends `value` to the list of `key`, making the list on first use. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
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
export function locateCommunes(
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
