import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateOperationSchema } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { OPERATIONS_QUERY_KEY, type Operation } from './get-operations.ts';

export type UpdateOperationBody = z.input<typeof updateOperationSchema>;

/** Team fields and the SMS left out of the body are kept by the server. */
export const updateOperation = (input: UpdateOperationBody) =>
  apiRequest<{ success: true; message: string; operation: Operation }>('PUT', '/operations/update', input);

export function useUpdateOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OPERATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
  });
}
