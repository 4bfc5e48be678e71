import { useMutation } from '@tanstack/react-query';
import type { ConnectionTestResponse, TestPartnerConnectionPayload } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** Checks SMTP settings against the real server; a saved partner's password is used when none is typed. */
export const testPartnerConnection = (settings: TestPartnerConnectionPayload) =>
  apiPost<ConnectionTestResponse>('/partenaires/test-connection', settings);

export function useTestPartnerConnection() {
  return useMutation({ mutationFn: testPartnerConnection });
}
