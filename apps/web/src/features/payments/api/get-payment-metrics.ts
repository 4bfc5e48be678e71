import { queryOptions, useQuery } from '@tanstack/react-query';
import { METRICS_DEFAULT_MONTHS, type PaymentMetricsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /payments/metrics: period '6' (spec 2 §7). */
export const getPaymentMetrics = () =>
  apiPost<PaymentMetricsResponse>('/payments/metrics', { period: String(METRICS_DEFAULT_MONTHS) });

export const getPaymentMetricsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payments.metrics, queryFn: getPaymentMetrics });

export function usePaymentMetrics() {
  return useQuery(getPaymentMetricsQueryOptions());
}
