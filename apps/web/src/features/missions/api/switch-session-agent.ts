import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionResponse, SwitchAgentBody } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SwitchSessionAgentVariables {
  sessionId: number;
  body: SwitchAgentBody;
}

/** Transfers a session from one agent to another (the new agent keeps the place's lead). */
export const switchSessionAgent = ({ sessionId, body }: SwitchSessionAgentVariables) =>
  apiPost<MissionResponse>(`/api/rdv-unified/sessions/${sessionId}/switch-agent`, body);

export function useSwitchSessionAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchSessionAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
