import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createOperationSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';
import { OPERATIONS_QUERY_KEY, type Operation } from './get-operations.ts';

export type OperationInput = z.input<typeof createOperationSchema>;

export const createOperation = (input: OperationInput, idempotencyKey?: string) =>
  apiPost<{ success: true; message: string; operation: Operation }>('/operations/new-operation', input, {
    idempotencyKey,
  });

export function useCreateOperation() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createOperation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OPERATIONS_QUERY_KEY });
      // Team requirements count in the qualifications' usage.
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
    },
  });
}
