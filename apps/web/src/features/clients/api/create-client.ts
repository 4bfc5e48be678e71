import { useQueryClient } from '@tanstack/react-query';
import type { NewClientInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';
import { CLIENTS_QUERY_KEY, type Client } from './get-clients.ts';

export const createClient = (input: NewClientInput, idempotencyKey?: string) =>
  apiPost<{ success: true; message: string; data: Client }>('/client/new-client', input, { idempotencyKey });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
