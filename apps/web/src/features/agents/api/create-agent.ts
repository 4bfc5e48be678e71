import { useQueryClient } from '@tanstack/react-query';
import type { CreateAgentInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';
import { AGENTS_QUERY_KEY, type Agent } from './get-agents.ts';

export const createAgent = (input: CreateAgentInput, idempotencyKey?: string) =>
  apiPost<{ success: true; message: string; agent: Agent }>('/agents/create', input, { idempotencyKey });

/** Creates an agent; the list and the side menu's agents reload. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
  });
}
