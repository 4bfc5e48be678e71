import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, TotpStart, TotpStatus } from '@tourneo/domain';
import type { AccountSession } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The account's security (decision 0038): its second factor and its sessions. */
export const getTotpStatus = () => apiPost<TotpStatus>('/auth/totp-status');
export const getSessions = () => apiPost<{ sessions: AccountSession[] }>('/auth/sessions');
export const startTotp = () => apiPost<TotpStart>('/auth/totp-start');
export const confirmTotp = (code: string) =>
  apiPost<MessageResponse & { recovery_codes: string[] }>('/auth/totp-confirm', { code });
export const disableTotp = (input: { code?: string; password?: string }) =>
  apiPost<MessageResponse>('/auth/totp-disable', input);
export const regenerateRecoveryCodes = (input: { code?: string; password?: string }) =>
  apiPost<MessageResponse & { recovery_codes: string[] }>('/auth/totp-regenerate-recovery-codes', input);
export const endSession = (id: string) => apiPost<MessageResponse>('/auth/end-session', { id });

export const useTotpStatus = () =>
  useQuery({ queryKey: queryKeys.accountSecurity.totp, queryFn: getTotpStatus });
export const useAccountSessions = () =>
  useQuery({ queryKey: queryKeys.accountSecurity.sessions, queryFn: getSessions });

/** A change of the account's security: its screen, and the session (an enrolment required), reload. */
function useSecurityChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.accountSecurity.all });
    },
  });
}

export const useStartTotp = () => useMutation({ mutationFn: startTotp });
export const useConfirmTotp = () => useSecurityChange(confirmTotp);
export const useDisableTotp = () => useSecurityChange(disableTotp);
export const useRegenerateRecoveryCodes = () => useSecurityChange(regenerateRecoveryCodes);
export const useEndSession = () => useSecurityChange(endSession);
