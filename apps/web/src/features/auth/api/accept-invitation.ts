import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginResponse, PersonRole } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

interface InvitationAnswer {
  success: true;
  company_name: string;
  email: string;
  role: PersonRole;
}

/** Whom the link invites (404/410 with the French message when it does not work). */
export const getInvitation = (token: string) => apiPost<InvitationAnswer>('/people/invitation', { token });

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['person-invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
  });
}

export const acceptInvitation = (input: { token: string; name: string; password: string }) =>
  apiPost<LoginResponse>('/people/accept-invitation', input);

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
