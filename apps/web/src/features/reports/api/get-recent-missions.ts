import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentMissionsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { MissionCriteria } from '../criteria.ts';

/** 'Voir toutes': the unlimited call; otherwise 50 at most (spec 2 §7). */
export const getRecentMissions = (criteria: MissionCriteria, isAll: boolean) =>
  apiPost<RecentMissionsResponse>(
    isAll ? '/recent-missions/get-all-unlimited' : '/recent-missions/get-all',
    criteria,
  );

export const getRecentMissionsQueryOptions = (criteria: MissionCriteria, isAll: boolean) =>
  queryOptions({
    queryKey: queryKeys.reports.recent(criteria, isAll),
    queryFn: () => getRecentMissions(criteria, isAll),
    placeholderData: keepPreviousData,
  });

export function useRecentMissions(criteria: MissionCriteria, isAll: boolean) {
  return useQuery(getRecentMissionsQueryOptions(criteria, isAll));
}
