import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export interface RegisterResponse {
  success: true;
  message: string;
  company: { id: number; company_name: string };
}

export const registerCompany = (input: RegisterInput) => apiPost<RegisterResponse>('/admin/register', input);

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
