import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface Client {
  id: number;
  name: string;
  prenom: string | null;
  email: string | null;
  telephone: string | null;
  adresse: string;
  code_postal: string;
  latitude: number | null;
  longitude: number | null;
  region: string | null;
  operation_id: number | null;
  operation_name: string | null;
  campagne: string | null;
  partenaire_id: number | null;
  partenaire_nom: string | null;
  unique_link: string;
  invitation_due_at: string | null;
  created_at: string;
}

export interface ClientSearchFilters {
  partenaireName?: string;
  regionName?: string;
  operationName?: string;
  name?: string;
  prenom?: string;
}

export interface ClientsPage {
  success: true;
  data: Client[];
  totalCount: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

export const getClients = (
  body: ClientSearchFilters & { page?: number; pageSize?: number; cursor?: string },
) => apiPost<ClientsPage>('/client/get-all', body);

export const CLIENTS_QUERY_KEY = ['clients'] as const;

export const getClientsQueryOptions = (filters: ClientSearchFilters, page: number) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'page', filters, page],
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
    queryKey: [...CLIENTS_QUERY_KEY, 'infinite', filters],
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
