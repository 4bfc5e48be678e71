import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRoleLink, LinkRemovedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const removeAgentRole = (link: AgentRoleLink) => apiPost<LinkRemovedResponse>('/roles/remove', link);

export function useRemoveAgentRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAgentRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
