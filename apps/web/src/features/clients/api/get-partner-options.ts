import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** What the clients screens need of a partner: the senders of a campaign's messages. */
export interface PartnerOption {
  id: number;
  nom: string;
  is_default: boolean;
}

export const getPartnerOptions = () => apiPost<PartnerOption[]>('/partenaires/get-all');

/** The same query key as the partners screen: one cache for both. */
export const getPartnerOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['partners'], queryFn: getPartnerOptions });

export function usePartnerOptions() {
  return useQuery(getPartnerOptionsQueryOptions());
}
