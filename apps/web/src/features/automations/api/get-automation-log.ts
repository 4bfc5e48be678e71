import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationLogResponse, AutomationRule } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getAutomationLog = (rule: AutomationRule | null) =>
  apiPost<AutomationLogResponse>('/automations/log', rule ? { rule } : {});

export const getAutomationLogQueryOptions = (rule: AutomationRule | null) =>
  queryOptions({
    queryKey: [...queryKeys.automations, 'log', rule ?? 'all'],
    queryFn: () => getAutomationLog(rule),
  });

export function useAutomationLog(rule: AutomationRule | null) {
  return useQuery(getAutomationLogQueryOptions(rule));
}
