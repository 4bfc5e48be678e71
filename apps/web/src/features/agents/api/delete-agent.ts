import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteAgent = (id: number) => apiPost<MessageResponse>('/agents/delete', { id });

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents.all }),
  });
}
