import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { OPERATIONS_QUERY_KEY } from './get-operations.ts';

export const deleteOperation = (id: number) =>
  apiRequest<{ success: true; message: string }>('DELETE', '/operations/delete', { id });

export function useDeleteOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOperation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OPERATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
  });
}
