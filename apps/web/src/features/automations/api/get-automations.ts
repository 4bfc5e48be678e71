import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationsResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getAutomations = () => apiPost<AutomationsResponse>('/automations/get');

export const getAutomationsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.automations, 'rules'], queryFn: getAutomations });

export function useAutomations() {
  return useQuery(getAutomationsQueryOptions());
}
