import { useMutation } from '@tanstack/react-query';
import type { WebhookSecretResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const rotateWebhookSecret = (id: number) =>
  apiPost<WebhookSecretResponse>('/webhooks/rotate-secret', { id });

/** A new signing secret: the answer holds it, this once (the list does not change). */
export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
