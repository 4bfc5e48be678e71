import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const logIn = (input: LoginInput) => apiPost<LoginResponse>('/admin/login', input);

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
