import { useMutation } from '@tanstack/react-query';
import type { TestPartnerConnectionPayload } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export interface ConnectionTestResult {
  success: boolean;
  message: string;
}

/** Checks SMTP settings against the real server; a saved partner's password is used when none is typed. */
export const testPartnerConnection = (settings: TestPartnerConnectionPayload) =>
  apiPost<ConnectionTestResult>('/partenaires/test-connection', settings);

export function useTestPartnerConnection() {
  return useMutation({ mutationFn: testPartnerConnection });
}
