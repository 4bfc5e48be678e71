import type { AddressSuggestion, AddressValue } from '@tourneo/domain';
import { searchAddressApi } from './address-api.ts';
import { getOfflineIndex } from './offline-index.ts';
import { locateInIndex, searchOffline } from './offline-search.ts';

export interface GeocoderOptions {
  /** The national address API's search URL; offline only when absent. */
  apiUrl?: string | undefined;
  apiTimeoutMs: number;
  onApiError?: (error: unknown) => void;
}

/**
 * Address suggestions restricted to France: street-level from the national address API when it
 * is configured and answers in time, else communes and postal codes from the offline index.
 */
export async function autocompleteAddress(
  query: string,
  limit: number,
  options: GeocoderOptions,
): Promise<AddressSuggestion[]> {
  if (options.apiUrl) {
    try {
      const suggestions = await searchAddressApi(options.apiUrl, query, limit, options.apiTimeoutMs);
      if (suggestions.length > 0) {
        return suggestions;
      }
    } catch (error) {
      options.onApiError?.(error);
    }
  }
  return searchOffline(await getOfflineIndex(), query, limit);
}

/**
 * Fills the coordinates of an address typed without choosing a suggestion, from its postal code
 * (and commune). Coordinates already chosen are kept.
 */
export async function locateAddress(address: AddressValue): Promise<AddressValue> {
  if (address.latitude !== null && address.longitude !== null) {
    return address;
  }
  const found = locateInIndex(await getOfflineIndex(), address.postal_code, address.adresse);
  return found ? { ...address, latitude: found.latitude, longitude: found.longitude } : address;
}
