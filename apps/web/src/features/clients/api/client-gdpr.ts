import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientErasedResponse, ClientExportResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /client/export`: everything held about the client (GDPR), its report files included. */
export const exportClientData = (id: number) => apiPost<ClientExportResponse>('/client/export', { id });

/**
 * `POST /client/erase`: the client's personal data removed, its missions anonymised, its open
 * appointments cancelled (`cancelled_appointments`, issue 39).
 */
export const eraseClient = (id: number) => apiPost<ClientErasedResponse>('/client/erase', { id });

export function useExportClientData() {
  return useMutation({ mutationFn: exportClientData });
}

export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClient,
    // Its open appointments were cancelled (issue 39): the calendars' weeks reload as well.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
      ]),
  });
}
