import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRoleLink, LinkAssignedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const assignAgentRole = (link: AgentRoleLink) => apiPost<LinkAssignedResponse>('/roles/assign', link);

/** Gives a qualification; the agent's qualifications and the counts reload (['roles', ...]). */
export function useAssignAgentRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAgentRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
