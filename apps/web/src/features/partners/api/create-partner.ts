import { useQueryClient } from '@tanstack/react-query';
import type { CreatePartnerPayload } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useCreateMutation } from '../../../lib/use-create-mutation.ts';
import type { Partner } from './get-partners.ts';

export interface SavePartnerResponse {
  success: true;
  message: string;
  partenaire: Partner;
}

export const createPartner = (partner: CreatePartnerPayload, idempotencyKey?: string) =>
  apiPost<SavePartnerResponse>('/partenaires/new-partenaire', partner, { idempotencyKey });

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
  });
}
