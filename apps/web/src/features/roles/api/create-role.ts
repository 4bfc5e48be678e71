import { useQueryClient } from '@tanstack/react-query';
import type { CreateRoleInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';
import { ROLES_QUERY_KEY } from './get-roles.ts';

export const createRole = (input: CreateRoleInput, idempotencyKey?: string) =>
  apiPost<{ success: true; message: string; role: { id: number } }>('/roles/create', input, {
    idempotencyKey,
  });

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
}
