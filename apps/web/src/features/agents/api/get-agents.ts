import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getAgents = () => apiPost<Agent[]>('/agents/get-all');

export const getAgentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agents.all, queryFn: getAgents });

export function useAgents() {
  return useQuery(getAgentsQueryOptions());
}
