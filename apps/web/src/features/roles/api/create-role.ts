import { useQueryClient } from '@tanstack/react-query';
import type { CreateRoleInput, RoleSavedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

export const createRole = (input: CreateRoleInput, idempotencyKey?: string) =>
  apiPost<RoleSavedResponse>('/roles/create', input, { idempotencyKey });

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
