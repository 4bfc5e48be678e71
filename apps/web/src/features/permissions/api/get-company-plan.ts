import { queryOptions } from '@tanstack/react-query';
import type { CompanyPlanResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Permissions stay fresh for 5 minutes per company. */
export const PERMISSIONS_CACHE_MS = 300_000;
/** How often the cache is checked for expiry. */
export const PERMISSIONS_EXPIRY_CHECK_MS = 60_000;
/** The loader waits this long before its first fetch. */
export const PERMISSIONS_LOADER_DELAY_MS = 50;

export const getCompanyPlan = async () => {
  const response = await apiPost<CompanyPlanResponse>('/subscriptions/company-plan');
  return response.data;
};

/** One entry per company: TanStack Query shares a request already in flight and serves the cache. */
export const getCompanyPlanQueryOptions = (companyId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.companyPlan(companyId),
    queryFn: getCompanyPlan,
    staleTime: PERMISSIONS_CACHE_MS,
    gcTime: PERMISSIONS_CACHE_MS,
    enabled: companyId !== undefined,
  });
