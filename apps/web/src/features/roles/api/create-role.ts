import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export const createRole = (input: CreateRoleInput) =>
  apiPost<{ success: true; message: string; role: { id: number } }>('/roles/create', input);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
}
