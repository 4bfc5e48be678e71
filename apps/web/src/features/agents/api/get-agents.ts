import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface Agent {
  id: number;
  name: string;
  postal_code: string;
  adresse: string;
}

export const getAgents = () => apiPost<Agent[]>('/agents/get-all');

export const getAgentsQueryOptions = () => queryOptions({ queryKey: ['agents'], queryFn: getAgents });

export function useAgents() {
  return useQuery(getAgentsQueryOptions());
}
