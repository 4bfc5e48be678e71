import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerSavedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const setDefaultPartner = (id: number) =>
  apiPost<PartnerSavedResponse>('/partenaires/set-default', { id });

/** Makes a partner the company's default sender; the cards reload. */
export function useSetDefaultPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}
