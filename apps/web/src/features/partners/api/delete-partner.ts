import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const deletePartner = (id: number) =>
  apiRequest<{ success: true; message: string }>('DELETE', '/partenaires/delete', { id });

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
  });
}
