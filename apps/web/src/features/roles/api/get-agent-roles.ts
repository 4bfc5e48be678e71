import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getAgentRoles = (agentId: number) => apiPost<Role[]>('/roles/agent', { agentId });

export const getAgentRolesQueryOptions = (agentId: number) =>
  queryOptions({ queryKey: queryKeys.roles.ofAgent(agentId), queryFn: () => getAgentRoles(agentId) });

export function useAgentRoles(agentId: number) {
  return useQuery(getAgentRolesQueryOptions(agentId));
}
