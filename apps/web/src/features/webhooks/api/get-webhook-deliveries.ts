import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getWebhookDeliveries = (id: number, page: number) =>
  apiPost<WebhookDeliveriesResponse>('/webhooks/deliveries', { id, page });

export const getWebhookDeliveriesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(id, page),
    queryFn: () => getWebhookDeliveries(id, page),
    placeholderData: keepPreviousData,
  });

/** A page of a webhook's delivery log, newest first. */
export function useWebhookDeliveries(id: number, page: number) {
  return useQuery(getWebhookDeliveriesQueryOptions(id, page));
}
