import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The senders of a campaign's messages; the same query as the partners screen: one cache. */
export const getPartnerOptions = () => apiPost<Partner[]>('/partenaires/get-all');

export const getPartnerOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.partners.all, queryFn: getPartnerOptions });

export function usePartnerOptions() {
  return useQuery(getPartnerOptionsQueryOptions());
}
