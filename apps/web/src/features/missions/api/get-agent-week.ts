import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentWeekResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The agent's missions of the work week `offset` weeks from this one (Paris), with the week's days. */
export const getAgentWeek = (agentId: number, offset: number) =>
  apiPost<AgentWeekResponse>(
    `/api/rdv-unified/agent/${agentId}/week-range?currentWeek=${encodeURIComponent(String(offset))}`,
  );

export const getAgentWeekQueryOptions = (agentId: number, offset: number) =>
  queryOptions({
    queryKey: queryKeys.missions.week(agentId, offset),
    queryFn: () => getAgentWeek(agentId, offset),
  });

/** `agentId` undefined (no agent chosen yet): nothing is read. */
export function useAgentWeek(agentId: number | undefined, offset: number) {
  return useQuery({
    ...getAgentWeekQueryOptions(agentId ?? 0, offset),
    enabled: agentId !== undefined,
  });
}
