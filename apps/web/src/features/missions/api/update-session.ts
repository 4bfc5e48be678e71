import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionResponse, UpdateSessionBody } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UpdateSessionVariables {
  sessionId: number;
  /** The session's fields (date, hours, ...) and/or its mission's client fields. */
  body: UpdateSessionBody;
}

export const updateSession = ({ sessionId, body }: UpdateSessionVariables) =>
  apiRequest<MissionResponse>('PUT', `/api/rdv-unified/sessions/${sessionId}`, body);

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
  });
}
