import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsFilters,
  ChangesResponse,
  FunnelResponse,
  OccupancyResponse,
  UtilisationResponse,
} from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The answers of the four `/analytics/...` calls (POST, JSON), by name. */
interface AnalyticsAnswers {
  occupancy: OccupancyResponse;
  utilisation: UtilisationResponse;
  funnel: FunnelResponse;
  changes: ChangesResponse;
}
export type AnalyticsReport = keyof AnalyticsAnswers;

/** POST /analytics/{report}: the same filters for every report. */
export const getAnalytics = <Report extends AnalyticsReport>(report: Report, filters: AnalyticsFilters) =>
  apiPost<AnalyticsAnswers[Report]>(`/analytics/${report}`, filters);

export const getAnalyticsQueryOptions = <Report extends AnalyticsReport>(
  report: Report,
  filters: AnalyticsFilters,
) =>
  queryOptions({
    queryKey: queryKeys.analytics.report(report, filters),
    queryFn: () => getAnalytics(report, filters),
    placeholderData: keepPreviousData,
  });

export function useAnalytics<Report extends AnalyticsReport>(report: Report, filters: AnalyticsFilters) {
  return useQuery(getAnalyticsQueryOptions(report, filters));
}
