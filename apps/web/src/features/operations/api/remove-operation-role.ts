import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { OperationRoleAnswer, OperationRoleLink } from './assign-operation-role.ts';
import { operationRolesQueryKey } from './get-operation-roles.ts';

export const removeOperationRole = (link: OperationRoleLink) =>
  apiPost<OperationRoleAnswer>('/operations/remove-role', link);

export function useRemoveOperationRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOperationRole,
    onSettled: async (_answer, _error, link) => {
      await queryClient.invalidateQueries({ queryKey: operationRolesQueryKey(link.operation_id) });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
  });
}
