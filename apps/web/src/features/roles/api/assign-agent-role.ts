import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRoleLink } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export interface RoleLinkAnswer {
  success: true;
  alreadyExists?: boolean;
  message: string;
}

export const assignAgentRole = (link: AgentRoleLink) => apiPost<RoleLinkAnswer>('/roles/assign', link);

/** Gives a qualification; the agent's qualifications and the counts reload (['roles', ...]). */
export function useAssignAgentRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAgentRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
}
