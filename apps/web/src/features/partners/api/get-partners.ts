import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPartners = () => apiPost<Partner[]>('/partenaires/get-all');

export const getPartnersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.partners.all, queryFn: getPartners });

export function usePartners() {
  return useQuery(getPartnersQueryOptions());
}
