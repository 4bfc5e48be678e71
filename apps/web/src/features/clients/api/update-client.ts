import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClientInput } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY, type Client } from './get-clients.ts';

export const updateClient = (input: UpdateClientInput) =>
  apiRequest<{ success: true; message: string; data: Client }>('PUT', '/client/update', input);

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
