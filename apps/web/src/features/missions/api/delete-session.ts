import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteSessionResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Deletes a session; `data.rdv_deleted` says the mission went with it (it was the last one). */
export const deleteSession = (sessionId: number) =>
  apiRequest<DeleteSessionResponse>('DELETE', `/api/rdv-unified/sessions/${sessionId}`, {});

/** Reloads the missions after a failure too: "already deleted" is one (see `delete-outcome.ts`). */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
