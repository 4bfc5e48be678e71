import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDetails } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getForm = (id: number) => apiPost<FormDetails>(`/forms/${id}`);

export const getFormQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.forms.detail(id), queryFn: () => getForm(id) });

export function useFormDetails(id: number | undefined) {
  return useQuery({ ...getFormQueryOptions(id ?? 0), enabled: id !== undefined });
}
