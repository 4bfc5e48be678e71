import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getWebhooks = async () => (await apiPost<{ webhooks: Webhook[] }>('/webhooks/get-all')).webhooks;

export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.webhooks.all, queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}
