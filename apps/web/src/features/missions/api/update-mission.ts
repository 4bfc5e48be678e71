import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionResponse, UpdateMissionBody } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UpdateMissionVariables {
  missionId: number;
  /** Client fields, status, comments; with `apply_to_all_sessions`, hours etc. for every session. */
  body: UpdateMissionBody;
}

export const updateMission = ({ missionId, body }: UpdateMissionVariables) =>
  apiRequest<MissionResponse>('PUT', `/api/rdv-unified/${missionId}`, body);

export function useUpdateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
