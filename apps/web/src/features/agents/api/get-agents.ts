import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface Agent {
  id: number;
  name: string;
  postal_code: string;
  adresse: string;
  latitude: number | null;
  longitude: number | null;
}

export const AGENTS_QUERY_KEY = ['agents'] as const;

export const getAgents = () => apiPost<Agent[]>('/agents/get-all');

export const getAgentsQueryOptions = () => queryOptions({ queryKey: AGENTS_QUERY_KEY, queryFn: getAgents });

export function useAgents() {
  return useQuery(getAgentsQueryOptions());
}
