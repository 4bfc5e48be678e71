import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { operationRolesQueryKey } from './get-operation-roles.ts';

export interface OperationRoleLink {
  operation_id: number;
  role_id: number;
}

export interface OperationRoleAnswer {
  success: true;
  alreadyExists?: boolean;
  message: string;
}

export const assignOperationRole = (link: OperationRoleLink) =>
  apiPost<OperationRoleAnswer>('/operations/assign-role', link);

export function useAssignOperationRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignOperationRole,
    onSettled: async (_answer, _error, link) => {
      await queryClient.invalidateQueries({ queryKey: operationRolesQueryKey(link.operation_id) });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
  });
}
