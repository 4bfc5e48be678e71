import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, SecondFactorRequiredResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** Signed in, or (an account with a second factor, decision 0038) the second step's challenge. */
export const logIn = (input: LoginInput) =>
  apiPost<LoginResponse | SecondFactorRequiredResponse>('/admin/login', input);

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}

/** `POST /auth/totp-login`: the second step, with the app's code or a recovery code. */
export const signInWithCode = (input: { challenge_token: string; code: string }) =>
  apiPost<LoginResponse>('/auth/totp-login', input);

export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode });
}
