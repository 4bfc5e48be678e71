import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_SEARCH_MIN, type ClientSearchResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /client/search`: the company's clients whose name, first name or phone holds the text. */
export const searchClients = (query: string) => apiPost<ClientSearchResponse>('/client/search', { q: query });

export const getSearchClientsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.clients.search(query),
    queryFn: () => searchClients(query),
    enabled: query.length >= CLIENT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });

export function useSearchClients(query: string) {
  return useQuery(getSearchClientsQueryOptions(query));
}
