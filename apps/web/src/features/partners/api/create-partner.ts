import { useQueryClient } from '@tanstack/react-query';
import type { CreatePartnerPayload, PartnerSavedResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';

export const createPartner = (partner: CreatePartnerPayload, idempotencyKey?: string) =>
  apiPost<PartnerSavedResponse>('/partenaires/new-partenaire', partner, { idempotencyKey });

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}
