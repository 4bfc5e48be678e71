import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DeleteFormResponse {
  success: true;
  message: string;
  detachedRdv: number;
}

export const deleteForm = (id: number) => apiRequest<DeleteFormResponse>('DELETE', '/forms/delete', { id });

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    // Deleted, in use or already gone: the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}
