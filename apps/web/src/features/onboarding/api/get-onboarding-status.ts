import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStatusResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getOnboardingStatus = () => apiPost<OnboardingStatusResponse>('/onboarding/status');

export const getOnboardingStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.onboarding, queryFn: getOnboardingStatus, staleTime: 0 });

/**
 * The 'Premiers pas' steps, read from the company's data. Asked again whenever a screen shows
 * them, and, while some step is still to do, after every change the back office makes (a
 * qualification, an agent, a client created, a link sent...): the steps tick themselves off.
 */
export function useOnboardingStatus() {
  const queryClient = useQueryClient();
  const status = useQuery({ ...getOnboardingStatusQueryOptions(), refetchOnMount: 'always' });
  const isComplete = status.data !== undefined && status.data.done === status.data.total;

  useEffect(() => {
    if (isComplete) {
      return undefined;
    }
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding });
      }
    });
  }, [isComplete, queryClient]);

  return status;
}
