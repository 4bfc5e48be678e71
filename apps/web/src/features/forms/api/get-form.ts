import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormFieldOption, FormFieldType } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export interface FormFieldDetails {
  id: number;
  field_type: FormFieldType;
  field_name: string;
  field_label: string;
  field_placeholder: string;
  is_required: 0 | 1;
  options: FormFieldOption[];
}

export interface FormDetails {
  id: number;
  name: string;
  description: string;
  fields: FormFieldDetails[];
}

export const getForm = (id: number) => apiPost<FormDetails>(`/forms/${id}`);

export const getFormQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['forms', id], queryFn: () => getForm(id) });

export function useFormDetails(id: number | undefined) {
  return useQuery({ ...getFormQueryOptions(id ?? 0), enabled: id !== undefined });
}
