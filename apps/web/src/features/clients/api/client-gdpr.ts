import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientExportResponse, MessageResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /client/export`: everything held about the client (GDPR), its report files included. */
export const exportClientData = (id: number) => apiPost<ClientExportResponse>('/client/export', { id });

/** `POST /client/erase`: the client's personal data removed, its missions anonymised. */
export const eraseClient = (id: number) => apiPost<MessageResponse>('/client/erase', { id });

export function useExportClientData() {
  return useMutation({ mutationFn: exportClientData });
}

export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
