import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteMissionResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Deletes a mission with all its sessions. */
export const deleteMission = (missionId: number) =>
  apiRequest<DeleteMissionResponse>('DELETE', `/api/rdv-unified/${missionId}`, {});

/** Reloads the missions after a failure too: "already deleted" is one (see `delete-outcome.ts`). */
export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
