import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookInput, WebhookSecretResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createWebhook = (input: CreateWebhookInput) =>
  apiPost<WebhookSecretResponse>('/webhooks/create', input);

/** Adds a webhook: the answer holds its signing secret, this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
