import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormPayload, FormSavedResponse } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateForm = ({ id, form }: { id: number; form: FormPayload }) =>
  apiRequest<FormSavedResponse>('PUT', `/forms/${id}`, form);

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms.all }),
  });
}
