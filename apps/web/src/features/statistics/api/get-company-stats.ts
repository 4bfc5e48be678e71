import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyStatsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /statistics/company-stats (spec 2 §7): the year's figures and the month's. */
export const getCompanyStats = (year: number, month: number) =>
  apiPost<CompanyStatsResponse>('/statistics/company-stats', { year, month });

export const getCompanyStatsQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: queryKeys.statistics.company(year, month),
    queryFn: () => getCompanyStats(year, month),
    placeholderData: keepPreviousData,
  });

export function useCompanyStats(year: number, month: number) {
  return useQuery(getCompanyStatsQueryOptions(year, month));
}
