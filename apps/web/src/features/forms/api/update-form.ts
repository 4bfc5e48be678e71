import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormPayload } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SaveFormResponse } from './create-form.ts';

export const updateForm = ({ id, form }: { id: number; form: FormPayload }) =>
  apiRequest<SaveFormResponse>('PUT', `/forms/${id}`, form);

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}
