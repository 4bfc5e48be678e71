import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormSummary } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getForms = () => apiPost<FormSummary[]>('/forms/get-all');

export const getFormsQueryOptions = () => queryOptions({ queryKey: queryKeys.forms.all, queryFn: getForms });

/** Asks nothing when `isEnabled` is false (a plan without forms: the server would answer 403). */
export function useForms(isEnabled = true) {
  return useQuery({ ...getFormsQueryOptions(), enabled: isEnabled });
}
