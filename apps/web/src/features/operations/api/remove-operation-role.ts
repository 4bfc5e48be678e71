import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkRemovedResponse, OperationRoleLink } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const removeOperationRole = (link: OperationRoleLink) =>
  apiPost<LinkRemovedResponse>('/operations/remove-role', link);

export function useRemoveOperationRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOperationRole,
    onSettled: async (_answer, _error, link) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.roles(link.operation_id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
