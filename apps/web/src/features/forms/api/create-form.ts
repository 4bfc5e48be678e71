import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormPayload } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import type { FormDetails } from './get-form.ts';

export interface SaveFormResponse {
  success: true;
  message: string;
  form: FormDetails;
}

export const createForm = (form: FormPayload) => apiPost<SaveFormResponse>('/forms/create', form);

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}
