import { useMutation } from '@tanstack/react-query';
import type { ChangePlanInput, ChangePlanResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const changePlan = (input: ChangePlanInput) =>
  apiPost<ChangePlanResponse>('/subscriptions/change-plan', input);

/**
 * Moves the company to another plan. `onChanged` reloads the company's plan (the permissions
 * query), so that the menu tags and the gates follow before the dialog closes.
 */
export function useChangePlan(onChanged: () => Promise<void>) {
  return useMutation({
    mutationFn: changePlan,
    onSuccess: () => onChanged(),
  });
}
