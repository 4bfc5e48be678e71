import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAgentInput } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENTS_QUERY_KEY, type Agent } from './get-agents.ts';

/** An empty password keeps the agent's current one. */
export const updateAgent = (input: UpdateAgentInput) =>
  apiRequest<{ success: true; message: string; agent: Agent }>('PUT', '/agents/update', input);

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
  });
}
