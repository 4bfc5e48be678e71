import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface AgentRole {
  id: number;
  name: string;
  description: string | null;
}

export const agentRolesQueryKey = (agentId: number) => ['roles', 'agent', agentId] as const;

export const getAgentRoles = (agentId: number) => apiPost<AgentRole[]>('/roles/agent', { agentId });

export const getAgentRolesQueryOptions = (agentId: number) =>
  queryOptions({ queryKey: agentRolesQueryKey(agentId), queryFn: () => getAgentRoles(agentId) });

export function useAgentRoles(agentId: number) {
  return useQuery(getAgentRolesQueryOptions(agentId));
}
