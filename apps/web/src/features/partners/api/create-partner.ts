import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePartnerPayload } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import type { Partner } from './get-partners.ts';

export interface SavePartnerResponse {
  success: true;
  message: string;
  partenaire: Partner;
}

export const createPartner = (partner: CreatePartnerPayload) =>
  apiPost<SavePartnerResponse>('/partenaires/new-partenaire', partner);

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
  });
}
