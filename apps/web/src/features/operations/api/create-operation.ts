import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OperationSavedResponse, createOperationSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

export type OperationInput = z.input<typeof createOperationSchema>;

export const createOperation = (input: OperationInput, idempotencyKey?: string) =>
  apiPost<OperationSavedResponse>('/operations/new-operation', input, { idempotencyKey });

export function useCreateOperation() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createOperation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.operations.all });
      // Team requirements count in the qualifications' usage.
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
