import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAgentInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { AGENTS_QUERY_KEY, type Agent } from './get-agents.ts';

export const createAgent = (input: CreateAgentInput) =>
  apiPost<{ success: true; message: string; agent: Agent }>('/agents/create', input);

/** Creates an agent; the list and the side menu's agents reload. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY }),
  });
}
