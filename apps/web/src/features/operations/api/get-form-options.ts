import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormSummary } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type FormOption = Pick<FormSummary, 'id' | 'name'>;

/**
 * The forms an operation may use. Without the forms feature (403) or the forms area (404)
 * there are simply no options.
 */
export async function getFormOptions(): Promise<FormOption[]> {
  try {
    const forms = await apiPost<FormSummary[]>('/forms/get-all');
    return forms.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return [];
    }
    throw error;
  }
}

export const getFormOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.forms.options, queryFn: getFormOptions });

/** Asks nothing when the plan has no forms (`isEnabled` false): the server would answer 403. */
export function useFormOptions(isEnabled = true) {
  return useQuery({ ...getFormOptionsQueryOptions(), enabled: isEnabled });
}
