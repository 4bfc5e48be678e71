import { useQueryClient } from '@tanstack/react-query';
import type { CreateMissionBody, MissionResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

/**
 * Creates a simple, multi-agent or multi-session mission (the server decides from the sessions
 * and agents given); its `message` says which.
 */
export const createMission = (body: CreateMissionBody, idempotencyKey?: string) =>
  apiPost<MissionResponse>('/api/rdv-unified', body, { idempotencyKey });

/** One creation at a time per form (a double click sends one request). */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createMission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
