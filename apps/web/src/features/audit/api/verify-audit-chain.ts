import { useMutation } from '@tanstack/react-query';
import type { AuditVerifyResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** `POST /audit/verify`: the chain checked from its first entry. */
export const verifyAuditChain = () => apiPost<AuditVerifyResponse>('/audit/verify');

export function useVerifyAuditChain() {
  return useMutation({ mutationFn: verifyAuditChain });
}
