import { useQueryClient } from '@tanstack/react-query';
import type { AgentSavedResponse, CreateAgentInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

export const createAgent = (input: CreateAgentInput, idempotencyKey?: string) =>
  apiPost<AgentSavedResponse>('/agents/create', input, { idempotencyKey });

/** Creates an agent; the list and the side menu's agents reload. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents.all }),
  });
}
