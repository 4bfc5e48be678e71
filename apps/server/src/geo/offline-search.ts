import type { AddressSuggestion } from '@tourneo/domain';
import { expandAbbreviations, normaliseText } from './normalise.ts';
import { lowerBound, type OfflineIndex, type Place } from './offline-index.ts';

/** At most this many trailing words of a query are tried as a commune name. */
const MAX_CITY_WORDS = 5;

function takePrefix(
  places: readonly Place[],
  prefix: string,
  keyOf: (place: Place) => string,
  limit: number,
) {
  const found: Place[] = [];
  for (
    let index = lowerBound(places, prefix, keyOf);
    index < places.length && found.length < limit;
    index += 1
  ) {
    const place = places[index]!;
    if (!keyOf(place).startsWith(prefix)) {
      break;
    }
    found.push(place);
  }
  return found;
}

const byKey = (place: Place) => place.key;
const byCode = (place: Place) => place.postalCode;

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

/**
 * 0: the name itself or one of its arrondissements ("lyon 1er arrondissement"), 1: the name then
 * other words ("paris l hopital"), 2: a longer word ("lyons la foret").
 */
function rank(key: string, name: string): number {
  if (key === name) {
    return 0;
  }
  if (!key.startsWith(`${name} `)) {
    return 2;
  }
  const next = key.charCodeAt(name.length + 1);
  return next >= 48 && next <= 57 ? 0 : 1;
}

/** Places whose name starts with `name`, exact names first, one per (postal code, commune). */
function placesNamed(index: OfflineIndex, name: string, limit: number, postalCode?: string): Place[] {
  const candidates = takePrefix(index.byName, name, byKey, postalCode ? 5_000 : 400);
  const filtered = postalCode
    ? candidates.filter((place) => place.postalCode.startsWith(postalCode))
    : candidates;
  return filtered
    .sort((a, b) => rank(a.key, name) - rank(b.key, name) || a.key.length - b.key.length)
    .slice(0, limit);
}

/**
 * Suggestions from the offline index: the commune (and postal code) the query names, keeping
 * whatever the user typed before it (the street) as the start of the address.
 * "12 rue de la Paix 75002 Paris", "lyon", "69003", "st etienne" all find their commune.
 */
export function searchOffline(index: OfflineIndex, query: string, limit: number): AddressSuggestion[] {
  const originalWords = query
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const words = originalWords.map((word) => expandAbbreviations(normaliseText(word)));
  const postalIndex = words.findIndex((word) => /^\d{5}$/.test(word));
  const postalCode = postalIndex >= 0 ? words[postalIndex] : undefined;

  // Only digits: a postal code or its beginning.
  if (words.length === 1 && /^\d{2,5}$/.test(words[0]!)) {
    return takePrefix(index.byPostalCode, words[0]!, byCode, limit).map((place) => toSuggestion(place, ''));
  }

  const nameWords = postalCode === undefined ? words : words.slice(postalIndex + 1);
  // Try the longest trailing run of words that names a commune; what comes before is the street.
  for (let count = Math.min(MAX_CITY_WORDS, nameWords.length); count >= 1; count -= 1) {
    const start = nameWords.length - count;
    const name = nameWords.slice(start).join(' ').trim();
    if (name.length < 2 || /^\d+$/.test(name)) {
      continue;
    }
    const places = placesNamed(index, name, limit, postalCode);
    if (places.length > 0) {
      const streetEnd = postalCode === undefined ? start : postalIndex;
      const street = originalWords.slice(0, streetEnd).join(' ').replace(/,$/, '');
      return places.map((place) => toSuggestion(place, street));
    }
  }

  // A postal code with no commune name after it: its communes, the words before it as street.
  if (postalCode !== undefined) {
    const street = originalWords.slice(0, postalIndex).join(' ');
    return takePrefix(index.byPostalCode, postalCode, byCode, limit).map((place) =>
      toSuggestion(place, street),
    );
  }
  return [];
}

/** Coordinates of a postal code (and of its commune when the address names it). */
export function locateInIndex(index: OfflineIndex, postalCode: string, adresse = '') {
  const places = takePrefix(index.byPostalCode, postalCode, byCode, 200).filter(
    (place) => place.postalCode === postalCode,
  );
  if (places.length === 0) {
    return undefined;
  }
  const text = ` ${expandAbbreviations(normaliseText(adresse))} `;
  const named = places
    .filter((place) => text.includes(` ${place.key} `))
    .sort((a, b) => b.key.length - a.key.length)[0];
  const place = named ?? places.find((candidate) => candidate.precision === 'commune') ?? places[0]!;
  return { latitude: place.latitude, longitude: place.longitude, city: place.city };
}
