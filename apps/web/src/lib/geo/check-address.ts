import { queryOptions, useQuery } from '@tanstack/react-query';
import { POSTAL_CODE_PATTERN, type AddressCheckAnswer } from '@tourneo/domain';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

const CHECK_STALE_MS = 10 * 60_000;

/** `GET /geo/check-address`: whether the commune written in the address is one of its postal code's. */
export const checkAddress = (adresse: string, postalCode: string) =>
  apiGet<AddressCheckAnswer>(
    `/geo/check-address?${new URLSearchParams({ adresse, postal_code: postalCode }).toString()}`,
  );

/** Asked once the address has text and a five-digit postal code (what saving checks too). */
export const checkAddressQueryOptions = (adresse: string, postalCode: string) =>
  queryOptions({
    queryKey: queryKeys.geo.checkAddress(adresse, postalCode),
    queryFn: () => checkAddress(adresse, postalCode),
    enabled: adresse.length > 0 && POSTAL_CODE_PATTERN.test(postalCode),
    staleTime: CHECK_STALE_MS,
  });

export function useAddressCheck(adresse: string, postalCode: string) {
  return useQuery(checkAddressQueryOptions(adresse, postalCode));
}
