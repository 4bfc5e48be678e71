import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationRuleState, UpdateAutomationInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface AutomationSavedResponse {
  success: true;
  message: string;
  rule: AutomationRuleState;
}

export const updateAutomation = (input: UpdateAutomationInput) =>
  apiPost<AutomationSavedResponse>('/automations/update', input);

export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutomation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.automations }),
  });
}
