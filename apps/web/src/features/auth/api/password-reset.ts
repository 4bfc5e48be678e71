import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const requestPasswordReset = (email: string) =>
  apiPost<MessageResponse>('/people/request-password-reset', { email });
/** The owner's (company login's) reset: the link goes to the company's contact e-mail (decision 0044). */
export const requestOwnerPasswordReset = (companyName: string) =>
  apiPost<MessageResponse>('/admin/request-password-reset', { company_name: companyName });
export const resetPassword = (input: { token: string; password: string }) =>
  apiPost<MessageResponse>('/people/reset-password', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useRequestOwnerPasswordReset = () => useMutation({ mutationFn: requestOwnerPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
