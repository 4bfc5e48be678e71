import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormDeletedResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteForm = (id: number) => apiRequest<FormDeletedResponse>('DELETE', '/forms/delete', { id });

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    // Deleted, in use or already gone: the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms.all }),
  });
}
