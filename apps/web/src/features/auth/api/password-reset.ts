import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const requestPasswordReset = (email: string) =>
  apiPost<MessageResponse>('/people/request-password-reset', { email });
export const resetPassword = (input: { token: string; password: string }) =>
  apiPost<MessageResponse>('/people/reset-password', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
