import { useQueryClient } from '@tanstack/react-query';
import type { ClientSavedResponse, NewClientInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

export const createClient = (input: NewClientInput, idempotencyKey?: string) =>
  apiPost<ClientSavedResponse>('/client/new-client', input, { idempotencyKey });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
