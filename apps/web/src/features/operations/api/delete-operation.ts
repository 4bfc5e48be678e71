import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteOperation = (id: number) =>
  apiRequest<MessageResponse>('DELETE', '/operations/delete', { id });

export function useDeleteOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOperation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
