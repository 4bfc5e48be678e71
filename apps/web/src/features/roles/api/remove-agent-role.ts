import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRoleLink } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import type { RoleLinkAnswer } from './assign-agent-role.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export const removeAgentRole = (link: AgentRoleLink) => apiPost<RoleLinkAnswer>('/roles/remove', link);

export function useRemoveAgentRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAgentRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
}
