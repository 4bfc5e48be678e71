import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export const deleteRole = (id: number) =>
  apiPost<{ success: true; message: string }>('/roles/delete', { id });

/** Deletes a qualification; agents and operations lose it, so their lists reload too. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['operations'] });
    },
  });
}
