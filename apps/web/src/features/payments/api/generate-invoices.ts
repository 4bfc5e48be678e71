import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateInvoicesResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /payments/generate-all-invoices (the operator): the last finished month unless a period is given; each failure named. */
export const generateInvoices = (period?: string) =>
  apiPost<GenerateInvoicesResponse>('/payments/generate-all-invoices', period ? { period } : {});

export function useGenerateInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInvoices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
  });
}
