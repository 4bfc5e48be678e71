import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewClientInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY, type Client } from './get-clients.ts';

export const createClient = (input: NewClientInput) =>
  apiPost<{ success: true; message: string; data: Client }>('/client/new-client', input);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
