import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClientFilters, ClientsPageResponse, clientFiltersSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type ClientsQuery = NonNullable<z.input<typeof clientFiltersSchema>>;

/** The search bar's filters and the scheduling filter (the page and cursor come from the list). */
export type ClientSearchFilters = Partial<
  Pick<ClientFilters, 'partenaireName' | 'regionName' | 'operationName' | 'name' | 'prenom' | 'planification'>
>;

export const getClients = (body: ClientsQuery) => apiPost<ClientsPageResponse>('/client/get-all', body);

export const getClientsQueryOptions = (filters: ClientSearchFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.clients.page(filters, page),
    queryFn: () => getClients({ ...filters, page }),
    placeholderData: keepPreviousData,
  });

export function useClients(filters: ClientSearchFilters, page: number) {
  return useQuery(getClientsQueryOptions(filters, page));
}

/** Pages of the high-performance list, fetched by keyset as the list scrolls. */
export const HIGH_PERFORMANCE_PAGE_SIZE = 200;

export const getClientsInfiniteQueryOptions = (filters: ClientSearchFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.clients.infinite(filters),
    queryFn: ({ pageParam }) =>
      getClients({
        ...filters,
        pageSize: HIGH_PERFORMANCE_PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useInfiniteClients(filters: ClientSearchFilters, isEnabled: boolean) {
  return useInfiniteQuery({ ...getClientsInfiniteQueryOptions(filters), enabled: isEnabled });
}
