import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionResponse, MoveSessionBody } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MoveSessionVariables {
  sessionId: number;
  body: MoveSessionBody;
}

/** Moves (or resizes) a session: new date, new beginning, new ending, for all its agents. */
export const moveSession = ({ sessionId, body }: MoveSessionVariables) =>
  apiPost<MissionResponse>(`/api/rdv-unified/sessions/${sessionId}/move`, body);

export function useMoveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
