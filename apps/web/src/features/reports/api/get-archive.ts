import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { MissionCriteria } from '../criteria.ts';

/** One page of 20 of the archive; 'voir toutes les archives' lifts the limit of 50 (spec 2 §7). */
export const getArchive = (criteria: MissionCriteria, isAll: boolean, page: number) =>
  apiPost<ArchiveResponse>('/archive/get-all', { ...criteria, all: isAll, page });

export const getArchiveQueryOptions = (criteria: MissionCriteria, isAll: boolean, page: number) =>
  queryOptions({
    queryKey: queryKeys.reports.archive(criteria, isAll, page),
    queryFn: () => getArchive(criteria, isAll, page),
    placeholderData: keepPreviousData,
  });

export function useArchive(criteria: MissionCriteria, isAll: boolean, page: number) {
  return useQuery(getArchiveQueryOptions(criteria, isAll, page));
}
