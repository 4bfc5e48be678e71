import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMonthResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /billing/current-month (spec 2 §7): the month in progress, its figures and appointments. */
export const getCurrentBillingMonth = () => apiPost<BillingMonthResponse>('/billing/current-month', {});

export const getCurrentBillingMonthQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.billing.currentMonth, queryFn: getCurrentBillingMonth });

export function useCurrentBillingMonth() {
  return useQuery(getCurrentBillingMonthQueryOptions());
}
