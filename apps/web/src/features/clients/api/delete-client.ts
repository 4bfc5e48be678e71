import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './get-clients.ts';

export const deleteClient = (id: number) =>
  apiPost<{ success: true; message: string }>('/client/delete-client', { id });

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
