import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /agents/calendar-feed`: the agent's secret iCalendar address (`regenerate`: a new one). */
export const getCalendarFeed = (agentId: number, regenerate = false) =>
  apiPost<CalendarFeedResponse>('/agents/calendar-feed', { agentId, regenerate });

export function useCalendarFeed(agentId: number) {
  return useQuery({
    queryKey: queryKeys.agents.calendarFeed(agentId),
    queryFn: () => getCalendarFeed(agentId),
  });
}

/** 'Générer un nouveau lien': the old address stops working at once. */
export function useRegenerateCalendarFeed(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getCalendarFeed(agentId, true),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.agents.calendarFeed(agentId), feed),
  });
}
