import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddSessionsBody, MissionResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AddMissionSessionsVariables {
  missionId: number;
  body: AddSessionsBody;
}

/** Adds sessions to a mission, numbered after its others. */
export const addMissionSessions = ({ missionId, body }: AddMissionSessionsVariables) =>
  apiPost<MissionResponse>(`/api/rdv-unified/${missionId}/add-sessions`, body);

export function useAddMissionSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMissionSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
