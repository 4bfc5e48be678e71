import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RemoveSessionAgentVariables {
  sessionId: number;
  agentId: number;
}

/**
 * Removes an agent from a session (the lead passes on); refused with the spec's message when the
 * agent is alone in it.
 */
export const removeSessionAgent = ({ sessionId, agentId }: RemoveSessionAgentVariables) =>
  apiRequest<MissionResponse>('DELETE', `/api/rdv-unified/sessions/${sessionId}/agents/${agentId}`, {});

export function useRemoveSessionAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSessionAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
