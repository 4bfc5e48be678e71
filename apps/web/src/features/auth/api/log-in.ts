import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export interface LoginResponse {
  success: true;
  message: string;
  admin: { company_id: number; company_name: string };
}

export const logIn = (input: LoginInput) => apiPost<LoginResponse>('/admin/login', input);

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
