import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteRole = (id: number) => apiPost<MessageResponse>('/roles/delete', { id });

/** Deletes a qualification; agents and operations lose it, so their lists reload too. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.all });
    },
  });
}
