import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRoleInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export const updateRole = (input: UpdateRoleInput) =>
  apiPost<{ success: true; message: string }>('/roles/update', input);

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
      // Team requirements show the qualification's name.
      await queryClient.invalidateQueries({ queryKey: ['operations'] });
    },
  });
}
