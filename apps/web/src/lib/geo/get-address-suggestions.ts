import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_QUERY_MIN, type AutocompleteAnswer } from '@tourneo/domain';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Suggestions do not change within a session: typing the same text again asks nothing. */
const SUGGESTIONS_STALE_MS = 10 * 60_000;

/** `GET /geo/autocomplete`: French addresses (or communes) matching the typed text. */
export const getAddressSuggestions = (query: string) =>
  apiGet<AutocompleteAnswer>(`/geo/autocomplete?q=${encodeURIComponent(query)}`);

export const getAddressSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.geo.autocomplete(query),
    queryFn: () => getAddressSuggestions(query),
    enabled: query.length >= AUTOCOMPLETE_QUERY_MIN,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useAddressSuggestions(query: string) {
  return useQuery(getAddressSuggestionsQueryOptions(query));
}
