import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OperationSavedResponse, updateOperationSchema } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type UpdateOperationBody = z.input<typeof updateOperationSchema>;

/** Team fields and the SMS left out of the body are kept by the server. */
export const updateOperation = (input: UpdateOperationBody) =>
  apiRequest<OperationSavedResponse>('PUT', '/operations/update', input);

export function useUpdateOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
