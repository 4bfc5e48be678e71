import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { AGENTS_QUERY_KEY } from './get-agents.ts';

export const deleteAgent = (id: number) =>
  apiPost<{ success: true; message: string }>('/agents/delete', { id });

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
  });
}
