import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, RegisterResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const registerCompany = (input: RegisterInput) => apiPost<RegisterResponse>('/admin/register', input);

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
