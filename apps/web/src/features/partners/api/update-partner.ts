import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerSavedResponse, UpdatePartnerPayload } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** An empty `mot_de_passe_mail` keeps the stored password. */
export const updatePartner = (partner: UpdatePartnerPayload) =>
  apiRequest<PartnerSavedResponse>('PUT', '/partenaires/update', partner);

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.all }),
  });
}
