import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the mission popups need of an agent (the agents feature's list, same call and cache). */
export interface AgentOption {
  id: number;
  name: string;
  /** The qualifications it holds: a transfer offers only agents holding the operation's. */
  role_ids?: number[];
}

export const getAgentOptions = () => apiPost<AgentOption[]>('/agents/get-all');

export const getAgentOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agents.all, queryFn: getAgentOptions });

export function useAgentOptions() {
  return useQuery(getAgentOptionsQueryOptions());
}
