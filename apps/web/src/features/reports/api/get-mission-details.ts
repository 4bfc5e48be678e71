import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionDetailsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getMissionDetails = (missionId: number) =>
  apiPost<MissionDetailsResponse>('/reports/mission-details', { rdv_id: missionId });

export const getMissionDetailsQueryOptions = (missionId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.details(missionId),
    queryFn: () => getMissionDetails(missionId),
  });

export function useMissionDetails(missionId: number) {
  return useQuery(getMissionDetailsQueryOptions(missionId));
}
