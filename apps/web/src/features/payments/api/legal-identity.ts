import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { legalIdentityResponseSchema, type LegalIdentityInput } from '@tourneo/domain';
import { apiPost, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type LegalIdentityResponse = z.infer<typeof legalIdentityResponseSchema>;

/** POST /payments/legal-identity: the company's identity on its invoices (null until entered). */
export const getLegalIdentity = () => apiPost<LegalIdentityResponse>('/payments/legal-identity');

export function useLegalIdentity() {
  return useQuery({ queryKey: queryKeys.payments.legalIdentity, queryFn: getLegalIdentity });
}

/** PUT /payments/legal-identity. */
export const saveLegalIdentity = (input: LegalIdentityInput) =>
  apiRequest<LegalIdentityResponse>('PUT', '/payments/legal-identity', input);

export function useSaveLegalIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLegalIdentity,
    onSuccess: (response) => queryClient.setQueryData(queryKeys.payments.legalIdentity, response),
  });
}
