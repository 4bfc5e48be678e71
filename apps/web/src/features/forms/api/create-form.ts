import { useQueryClient } from '@tanstack/react-query';
import type { FormPayload, FormSavedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

export const createForm = (form: FormPayload, idempotencyKey?: string) =>
  apiPost<FormSavedResponse>('/forms/create', form, { idempotencyKey });

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms.all }),
  });
}
