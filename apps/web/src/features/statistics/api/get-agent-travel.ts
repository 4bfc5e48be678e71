import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentTravelResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /statistics/agent-travel: one agent's travel over the year. */
export const getAgentTravel = (agentId: number, year: number) =>
  apiPost<AgentTravelResponse>('/statistics/agent-travel', { agentId, year });

export const getAgentTravelQueryOptions = (agentId: number, year: number) =>
  queryOptions({
    queryKey: queryKeys.statistics.travel(agentId, year),
    queryFn: () => getAgentTravel(agentId, year),
  });

export function useAgentTravel(agentId: number | null, year: number) {
  return useQuery({ ...getAgentTravelQueryOptions(agentId ?? 0, year), enabled: agentId !== null });
}
