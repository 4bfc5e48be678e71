import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface FormSummary {
  id: number;
  name: string;
  description: string;
  field_count: number;
}

export const getForms = () => apiPost<FormSummary[]>('/forms/get-all');

export const getFormsQueryOptions = () => queryOptions({ queryKey: ['forms'], queryFn: getForms });

export function useForms() {
  return useQuery(getFormsQueryOptions());
}
