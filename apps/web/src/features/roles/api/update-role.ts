import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleSavedResponse, UpdateRoleInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateRole = (input: UpdateRoleInput) => apiPost<RoleSavedResponse>('/roles/update', input);

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
      // Team requirements show the qualification's name.
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.all });
    },
  });
}
