import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SwitchMissionLeaderVariables {
  missionId: number;
  newLeaderAgentId: number;
}

/** The agent leads every session of the mission it is on. */
export const switchMissionLeader = ({ missionId, newLeaderAgentId }: SwitchMissionLeaderVariables) =>
  apiPost<MissionResponse>(`/api/rdv-unified/${missionId}/switch-leader`, {
    new_leader_agent_id: newLeaderAgentId,
  });

export function useSwitchMissionLeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMissionLeader,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
