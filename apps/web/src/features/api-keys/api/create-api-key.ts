import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreatedResponse, CreateApiKeyInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createApiKey = (input: CreateApiKeyInput) =>
  apiPost<ApiKeyCreatedResponse>('/api-keys/create', input);

/** Creates a key: the answer holds the key in full, this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
