import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deletePartner = (id: number) =>
  apiRequest<MessageResponse>('DELETE', '/partenaires/delete', { id });

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.partners.all });
      // The partner's clients passed to the default partner.
      await queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
    },
  });
}
