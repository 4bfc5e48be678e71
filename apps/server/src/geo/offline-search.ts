import { MESSAGES, type AddressSuggestion } from '@tourneo/domain';
import { ARRONDISSEMENT_SUFFIX, arrondissementKey, nameKey } from './normalise.ts';
import { lowerBound, type NameEntry, type OfflineIndex, type Place } from './offline-index.ts';

/** At most this many trailing words of a query are tried as a commune name. */
const MAX_CITY_WORDS = 5;
/** Prefix candidates read before ranking (a short prefix like "saint" has thousands). */
const MAX_CANDIDATES = 400;

export interface OfflineSearch {
  suggestions: AddressSuggestion[];
  /** Why there is no suggestion for the typed street, in French (postal code missing or wrong). */
  notice: string | undefined;
}

function takePrefix<T>(values: readonly T[], prefix: string, keyOf: (value: T) => string, limit: number) {
  const found: T[] = [];
  for (
    let index = lowerBound(values, prefix, keyOf);
    index < values.length && found.length < limit;
    index += 1
  ) {
    const value = values[index]!;
    if (!keyOf(value).startsWith(prefix)) {
      break;
    }
    found.push(value);
  }
  return found;
}

const entryKey = (entry: NameEntry) => entry.key;
const byCode = (place: Place) => place.postalCode;

/** The places of one postal code, its own arrondissement then the most populated commune first. */
function placesOfPostalCode(index: OfflineIndex, postalCode: string): Place[] {
  return takePrefix(index.byPostalCode, postalCode, byCode, 500).filter(
    (place) => place.postalCode === postalCode,
  );
}

function toSuggestion(place: Place, street: string): AddressSuggestion {
  const locality = `${place.postalCode} ${place.city}`;
  return {
    label: street ? `${street}, ${locality}` : locality,
    postal_code: place.postalCode,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    kind: 'municipality',
    source: 'offline',
  };
}

/** One suggestion per label (a postal code shared by two arrondissements reads the same), at most `limit`. */
function suggestionsOf(places: readonly Place[], street: string, limit: number): AddressSuggestion[] {
  const seen = new Set<string>();
  const suggestions: AddressSuggestion[] = [];
  for (const place of places) {
    const suggestion = toSuggestion(place, street);
    if (!seen.has(suggestion.label)) {
      seen.add(suggestion.label);
      suggestions.push(suggestion);
      if (suggestions.length === limit) {
        break;
      }
    }
  }
  return suggestions;
}

/**
 * 0: the commune's name itself, 1: one of its arrondissements ("lyon 3e arrondissement"),
 * 2: the name then other words ("paris l hopital"), 3: a longer word ("lyons la foret").
 */
function rank(entry: NameEntry, name: string): number {
  if (entry.key === name) {
    return entry.place.districtKey === name ? 1 : 0;
  }
  if (entry.place.districtKey === entry.key) {
    return 1;
  }
  return entry.key.startsWith(`${name} `) ? 2 : 3;
}

/** Places whose commune or arrondissement name starts with `name`, best first, each once. */
function placesNamed(index: OfflineIndex, name: string): { place: Place; rank: number }[] {
  const ranked = takePrefix(index.byName, name, entryKey, MAX_CANDIDATES)
    .map((entry) => ({ place: entry.place, rank: rank(entry, name) }))
    .sort((a, b) => a.rank - b.rank || a.place.key.length - b.place.key.length);
  const seen = new Set<Place>();
  return ranked.filter(({ place }) => (seen.has(place) ? false : (seen.add(place), true)));
}

/** An arrondissement as people write it: "lyon 3e", "paris 11eme", "marseille 1er arr", "lyon 03". */
const WRITTEN_ARRONDISSEMENT = new RegExp(
  `^(paris|lyon|marseille) 0?(\\d{1,2})(${ARRONDISSEMENT_SUFFIX})?(?: (?:arrondissement|arrondt|arrdt|arrt|arr))?$`,
);

/**
 * The official name of the arrondissement a normalised name writes ("lyon 3eme" → "lyon 3e
 * arrondissement"), else the name. A bare number ("paris 1") is read as an arrondissement only when
 * `isComplete` (a whole address), since while typing it may be the beginning of "paris 15".
 */
function districtNameOf(index: OfflineIndex, name: string, isComplete = false): string {
  const match = WRITTEN_ARRONDISSEMENT.exec(name);
  if (!match || !(isComplete || match[3] !== undefined || name !== `${match[1]} ${match[2]}`)) {
    return name;
  }
  return index.districtKeys.get(`${match[1]} ${Number(match[2])}`) ?? name;
}

/** The places among `places` that are the arrondissement `name` writes ("lyon 3", "lyon 3e…"). */
function placesOfDistrict(places: readonly Place[], name: string): Place[] {
  const district = arrondissementKey(name);
  return district
    ? places.filter((place) => place.districtKey && arrondissementKey(place.districtKey) === district)
    : [];
}

/** The display name of a known commune or arrondissement name, or the typed words. */
const displayName = (index: OfflineIndex, key: string, typed: string) => index.knownNames.get(key) ?? typed;

/** Does some commune, arrondissement or former commune bear a name starting with `name`? */
function namesSomeCommune(index: OfflineIndex, name: string): boolean {
  return index.knownNames.has(name) || takePrefix(index.byName, name, entryKey, 1).length > 0;
}

/**
 * Suggestions from the offline index: the commune (and postal code) the query names, keeping the
 * street typed before it exactly as typed. A street is never spread over several postal codes: a
 * commune with several (Paris, Lyon, Bordeaux) needs its postal code typed, and a postal code that is
 * not the named commune's gives no suggestion. "12 rue de la Paix 75002 Paris", "lyon", "69003",
 * "st etienne" all find their commune.
 */
export function searchOffline(index: OfflineIndex, query: string, limit: number): OfflineSearch {
  const originalWords = query
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const words = originalWords.map(nameKey);
  const none = (notice?: string): OfflineSearch => ({ suggestions: [], notice });

  // Only digits: a postal code or its beginning.
  if (words.length === 1 && /^\d{2,5}$/.test(words[0]!)) {
    return {
      suggestions: suggestionsOf(takePrefix(index.byPostalCode, words[0]!, byCode, limit * 4), '', limit),
      notice: undefined,
    };
  }

  // The last 5-digit word is the postal code, unless it opens the query and no commune follows it
  // ("10000 rue de la République": a house number).
  let postalIndex = -1;
  words.forEach((word, position) => {
    if (
      /^\d{5}$/.test(word) &&
      (position > 0 ||
        position === words.length - 1 ||
        namesSomeCommune(index, words.slice(position + 1).join(' ')))
    ) {
      postalIndex = position;
    }
  });
  if (postalIndex >= 0) {
    return searchWithPostalCode(index, originalWords, words, postalIndex, limit);
  }

  // Try the longest trailing run of words that names a commune; what comes before is the street.
  for (let count = Math.min(MAX_CITY_WORDS, words.length); count >= 1; count -= 1) {
    const start = words.length - count;
    const name = districtNameOf(index, words.slice(start).join(' ').trim());
    if (name.length < 2 || /^\d+$/.test(name)) {
      continue;
    }
    const found = placesNamed(index, name);
    if (found.length === 0) {
      continue;
    }
    const street = originalWords.slice(0, start).join(' ');
    if (!street) {
      return {
        suggestions: suggestionsOf(
          found.map(({ place }) => place),
          '',
          limit,
        ),
        notice: undefined,
      };
    }
    // A complete name typed after a street means that commune, not longer names starting alike.
    const exact = found.filter(({ rank: placeRank }) => placeRank <= 1);
    const candidates = (exact.length > 0 ? exact : found).map(({ place }) => place);
    // An arrondissement ("Lyon 3e", "Paris 16") has its own postal codes: no need to ask for one.
    const ofDistrict = placesOfDistrict(candidates, name);
    if (ofDistrict.length > 0) {
      return { suggestions: suggestionsOf(ofDistrict, street, limit), notice: undefined };
    }
    const single = candidates.filter((place) => index.placesPerCommune.get(place.communeCode) === 1);
    if (single.length > 0) {
      return { suggestions: suggestionsOf(single, street, limit), notice: undefined };
    }
    return none(MESSAGES.geo.postalCodeNeeded(candidates[0]!.city));
  }
  return none();
}

/** "street 75002 Paris", "street 75002", "street Paris 75002": the postal code decides the places. */
function searchWithPostalCode(
  index: OfflineIndex,
  originalWords: readonly string[],
  words: readonly string[],
  postalIndex: number,
  limit: number,
): OfflineSearch {
  const postalCode = words[postalIndex]!;
  const ofCode = placesOfPostalCode(index, postalCode);
  const nameAfter = districtNameOf(
    index,
    words
      .slice(postalIndex + 1)
      .join(' ')
      .replace(/\bcedex\b.*$/, '')
      .trim(),
    true,
  );

  if (nameAfter.length >= 2) {
    const street = originalWords.slice(0, postalIndex).join(' ');
    const named = ofCode.filter(
      (place) => place.key.startsWith(nameAfter) || place.districtKey?.startsWith(nameAfter) === true,
    );
    if (named.length > 0) {
      return { suggestions: suggestionsOf(named, street, limit), notice: undefined };
    }
    if (namesSomeCommune(index, nameAfter)) {
      const typed = originalWords.slice(postalIndex + 1).join(' ');
      return {
        suggestions: [],
        notice: MESSAGES.geo.postalCodeNotInCommune(postalCode, displayName(index, nameAfter, typed)),
      };
    }
    // Not a commune's name (a typo?): the postal code's communes, the street as typed.
    return { suggestions: suggestionsOf(ofCode, street, limit), notice: undefined };
  }

  // The commune may come before the postal code ("12 rue de la Paix Paris 75002").
  const before = words.slice(0, postalIndex);
  for (let count = Math.min(MAX_CITY_WORDS, before.length - 1); count >= 1; count -= 1) {
    const start = before.length - count;
    const name = districtNameOf(index, before.slice(start).join(' '), true);
    const named = ofCode.filter((place) => place.key === name || place.districtKey === name);
    if (named.length > 0) {
      return {
        suggestions: suggestionsOf(named, originalWords.slice(0, start).join(' '), limit),
        notice: undefined,
      };
    }
  }
  return {
    suggestions: suggestionsOf(ofCode, originalWords.slice(0, postalIndex).join(' '), limit),
    notice: undefined,
  };
}

export interface LocatedPlace {
  latitude: number;
  longitude: number;
  city: string;
  place: Place;
}

/** The text's words, normalised, with single spaces around: whole-name search by `includes`. */
const spaced = (text: string) => ` ${nameKey(text)} `;

/**
 * The place of a postal code that an address names (its arrondissement, else its commune), else the
 * postal code's own arrondissement or most populated commune.
 */
export function locateInIndex(
  index: OfflineIndex,
  postalCode: string,
  adresse = '',
): LocatedPlace | undefined {
  const places = placesOfPostalCode(index, postalCode);
  if (places.length === 0) {
    return undefined;
  }
  const text = spaced(adresse);
  const named =
    places.find((place) => place.districtKey !== undefined && text.includes(` ${place.districtKey} `)) ??
    places.filter((place) => text.includes(` ${place.key} `)).sort((a, b) => b.key.length - a.key.length)[0];
  const place = named ?? places[0]!;
  return { latitude: place.latitude, longitude: place.longitude, city: place.city, place };
}

export type AddressCheck =
  /** The commune the address names is one of its postal code's. */
  | { status: 'valid'; city: string }
  /** Nothing to compare: no commune named, a name that is no commune, or an unknown postal code. */
  | { status: 'unchecked' }
  /** The address and its postal code disagree: the French message says how. */
  | { status: 'mismatch'; message: string };

/**
 * Compares an address with its postal code: a postal code written in the address must be the same,
 * and the commune written after it (or, without one, after the last comma) must be one of that
 * postal code's communes, arrondissements or former communes. "CEDEX" and what follows are ignored.
 */
export function checkAddressInIndex(index: OfflineIndex, adresse: string, postalCode: string): AddressCheck {
  // The postal code written in the address: the last 5-digit number that ends it or that a commune
  // name follows. A 5-digit house number, or a "CS 70001" or "BP" number, is not one.
  let written: { code: string; typed: string } | undefined;
  for (const match of adresse.matchAll(/(?<!\d)(\d{5})(?!\d)/g)) {
    const rest = adresse.slice(match.index + match[0].length);
    const typed = rest.split(',')[0]!.trim();
    if (rest.trim() === '' || (typed !== '' && index.knownNames.has(cityOf(communeKeyOf(typed))))) {
      written = { code: match[1]!, typed };
    }
  }
  if (written && written.code !== postalCode) {
    return { status: 'mismatch', message: MESSAGES.geo.postalCodesDiffer(written.code, postalCode) };
  }
  const typed = written ? written.typed : adresse.includes(',') ? adresse.split(',').at(-1)!.trim() : '';
  const name = communeKeyOf(typed);
  const names = index.namesByPostalCode.get(postalCode);
  if (name.length < 2 || /^\d/.test(name) || !names) {
    return { status: 'unchecked' };
  }
  // An arrondissement written ("Lyon 3e") must be the postal code's own, not any of its city's.
  const district = districtNameOf(index, name, true);
  if (district !== name || index.districtKeys.get(arrondissementKey(name) ?? '') === name) {
    return names.has(district)
      ? { status: 'valid', city: displayName(index, cityOf(name), typed) }
      : {
          status: 'mismatch',
          message: MESSAGES.geo.postalCodeNotInCommune(postalCode, displayName(index, district, typed)),
        };
  }
  if (names.has(name) || names.has(cityOf(name))) {
    return { status: 'valid', city: displayName(index, names.has(name) ? name : cityOf(name), typed) };
  }
  if (!index.knownNames.has(cityOf(name))) {
    return { status: 'unchecked' };
  }
  return {
    status: 'mismatch',
    message: MESSAGES.geo.postalCodeNotInCommune(postalCode, displayName(index, cityOf(name), typed)),
  };
}

/** The normalised commune name written in a text, "CEDEX" and what follows left out. */
const communeKeyOf = (text: string) =>
  nameKey(text)
    .replace(/\bcedex\b.*$/, '')
    .trim();

/** "paris 1er", "lyon 03", "marseille 13e arrondissement" → the city; other names as they are. */
const cityOf = (name: string) => /^(paris|lyon|marseille) \d/.exec(name)?.[1] ?? name;
