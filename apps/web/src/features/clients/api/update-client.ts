import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSavedResponse, UpdateClientInput } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateClient = (input: UpdateClientInput) =>
  apiRequest<ClientSavedResponse>('PUT', '/client/update', input);

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
