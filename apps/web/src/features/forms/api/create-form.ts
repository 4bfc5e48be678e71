import { useQueryClient } from '@tanstack/react-query';
import type { FormPayload } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';
import type { FormDetails } from './get-form.ts';

export interface SaveFormResponse {
  success: true;
  message: string;
  form: FormDetails;
}

export const createForm = (form: FormPayload, idempotencyKey?: string) =>
  apiPost<SaveFormResponse>('/forms/create', form, { idempotencyKey });

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}
