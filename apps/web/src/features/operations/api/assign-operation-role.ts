import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkAssignedResponse, OperationRoleLink } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const assignOperationRole = (link: OperationRoleLink) =>
  apiPost<LinkAssignedResponse>('/operations/assign-role', link);

export function useAssignOperationRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignOperationRole,
    onSettled: async (_answer, _error, link) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.roles(link.operation_id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
