import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMonthKey, BillingMonthResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /billing/month/{year}/{month} (spec 2 §7): one month, frozen once closed. */
export const getBillingMonth = ({ year, month }: BillingMonthKey) =>
  apiPost<BillingMonthResponse>(`/billing/month/${year}/${month}`, {});

export const getBillingMonthQueryOptions = (key: BillingMonthKey) =>
  queryOptions({
    queryKey: queryKeys.billing.month(key.year, key.month),
    queryFn: () => getBillingMonth(key),
  });

/** The month chosen in the history; nothing is asked while none is. */
export function useBillingMonth(key: BillingMonthKey | null) {
  return useQuery({
    ...getBillingMonthQueryOptions(key ?? { year: 0, month: 0 }),
    enabled: key !== null,
  });
}
