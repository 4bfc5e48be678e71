import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const deletePartner = (id: number) =>
  apiRequest<{ success: true; message: string }>('DELETE', '/partenaires/delete', { id });

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['partners'] });
      // The partner's clients passed to the default partner.
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
