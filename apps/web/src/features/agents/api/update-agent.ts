import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentSavedResponse, UpdateAgentInput } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** An empty password keeps the agent's current one. */
export const updateAgent = (input: UpdateAgentInput) =>
  apiRequest<AgentSavedResponse>('PUT', '/agents/update', input);

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents.all }),
  });
}
