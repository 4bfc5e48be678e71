import type { AddressValue, AutocompleteAnswer } from '@tourneo/domain';
import { AppError } from '../errors.ts';
import { searchAddressApi } from './address-api.ts';
import { getOfflineIndex } from './offline-index.ts';
import { checkAddressInIndex, locateInIndex, searchOffline, type AddressCheck } from './offline-search.ts';

export interface GeocoderOptions {
  /** The national address API's search URL; offline only when absent. */
  apiUrl?: string | undefined;
  apiTimeoutMs: number;
  onApiError?: (error: unknown) => void;
}

/**
 * Coordinates sent with an address farther than this from the located commune of its postal code
 * are not that address's: the commune's are saved instead. Large communes (Arles, Marseille) span
 * about 20 km from their centre.
 */
export const MAX_DISTANCE_FROM_COMMUNE_KM = 30;

/**
 * Address suggestions restricted to France: down to the house number from the national address
 * API when it is configured and answers in time, else communes and postal codes from the offline
 * index, the typed street kept as typed.
 */
export async function autocompleteAddress(
  query: string,
  limit: number,
  options: GeocoderOptions,
): Promise<AutocompleteAnswer> {
  if (options.apiUrl) {
    try {
      const suggestions = await searchAddressApi(options.apiUrl, query, limit, options.apiTimeoutMs);
      if (suggestions.length > 0) {
        return { suggestions };
      }
    } catch (error) {
      options.onApiError?.(error);
    }
  }
  const { suggestions, notice } = searchOffline(await getOfflineIndex(), query, limit);
  return notice === undefined ? { suggestions } : { suggestions, notice };
}

/** Compares the commune written in an address with its postal code (offline index). */
export async function checkAddress(adresse: string, postalCode: string): Promise<AddressCheck> {
  return checkAddressInIndex(await getOfflineIndex(), adresse, postalCode);
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const halfLatitude = ((to.latitude - from.latitude) * radians) / 2;
  const halfLongitude = ((to.longitude - from.longitude) * radians) / 2;
  const chord =
    Math.sin(halfLatitude) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(halfLongitude) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(chord)));
}

/**
 * The coordinates to save with an address: those sent (a chosen suggestion) when they lie near the
 * commune or arrondissement of its postal code named in the address, else that place's. An unknown
 * postal code, or one whose commune is only placed roughly (intercommunality, département), keeps
 * what was sent.
 */
export async function locateAddress(address: AddressValue): Promise<AddressValue> {
  const found = locateInIndex(await getOfflineIndex(), address.postal_code, address.adresse);
  if (!found) {
    return address;
  }
  const isFoundPrecisely = found.place.precision === 'commune' || found.place.precision === 'postal_code';
  if (
    address.latitude !== null &&
    address.longitude !== null &&
    (!isFoundPrecisely ||
      distanceKm(found, { latitude: address.latitude, longitude: address.longitude }) <=
        MAX_DISTANCE_FROM_COMMUNE_KM)
  ) {
    return address;
  }
  return { ...address, latitude: found.latitude, longitude: found.longitude };
}

/**
 * What a client or an agent saves: an address whose postal code disagrees with the commune it
 * names is refused (400, French message); the others get coordinates by `locateAddress`.
 */
export async function verifyAndLocateAddress(address: AddressValue): Promise<AddressValue> {
  const checked = await checkAddress(address.adresse, address.postal_code);
  if (checked.status === 'mismatch') {
    throw new AppError('BAD_REQUEST', checked.message);
  }
  return locateAddress(address);
}
