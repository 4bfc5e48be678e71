import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingPeriodsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /billing/periods (spec 2 §7): the closed months, the latest first. */
export const getBillingPeriods = () => apiPost<BillingPeriodsResponse>('/billing/periods', {});

export const getBillingPeriodsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.billing.periods, queryFn: getBillingPeriods });

export function useBillingPeriods() {
  return useQuery(getBillingPeriodsQueryOptions());
}
