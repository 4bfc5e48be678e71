import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMetricsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /billing/metrics (spec 2 §7): six months of revenue and the amounts paid and to be paid. */
export const getBillingMetrics = () => apiPost<BillingMetricsResponse>('/billing/metrics', {});

export const getBillingMetricsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.billing.metrics, queryFn: getBillingMetrics });

export function useBillingMetrics() {
  return useQuery(getBillingMetricsQueryOptions());
}
