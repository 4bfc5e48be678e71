import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDayBody, TeamDayResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every agent of the company and the day's missions (only that day's sessions, each with its team). */
export const getTeamDay = (date: string) =>
  apiPost<TeamDayResponse>('/api/rdv-unified/team-day', { date } satisfies TeamDayBody);

export const getTeamDayQueryOptions = (date: string) =>
  queryOptions({ queryKey: queryKeys.missions.teamDay(date), queryFn: () => getTeamDay(date) });

/** The previous day stays on screen while the next one loads (no flash of an empty grid). */
export function useTeamDay(date: string) {
  return useQuery({ ...getTeamDayQueryOptions(date), placeholderData: keepPreviousData });
}
