import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePartnerPayload } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SavePartnerResponse } from './create-partner.ts';

/** An empty `mot_de_passe_mail` keeps the stored password. */
export const updatePartner = (partner: UpdatePartnerPayload) =>
  apiRequest<SavePartnerResponse>('PUT', '/partenaires/update', partner);

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
  });
}
