import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingMarkResponse } from '@tourneo/domain';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A billing status change: after it, the months, the history and the metrics reload (spec 2 §4). */
export function useBillingMutation(mutationFn: (rdvId: number) => Promise<BillingMarkResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
  });
}
