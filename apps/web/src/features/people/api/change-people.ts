import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitePersonFormValues, MessageResponse, PersonRole, PersonView } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const invitePerson = (input: InvitePersonFormValues) =>
  apiPost<MessageResponse>('/people/invite', input);
export const updatePersonRole = (input: { id: number; role: PersonRole }) =>
  apiPost<MessageResponse & { person: PersonView }>('/people/update-role', input);
export const removePerson = (id: number) => apiPost<MessageResponse>('/people/remove', { id });
export const cancelInvitation = (id: number) => apiPost<MessageResponse>('/people/cancel-invitation', { id });
export const setTotpRequirement = (required: boolean) =>
  apiPost<MessageResponse>('/people/set-totp-requirement', { required });

/** A change of the people list (invite, role, removal): the list reloads after it. */
function usePeopleChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.people }),
  });
}

export const useInvitePerson = () => usePeopleChange(invitePerson);
export const useUpdatePersonRole = () => usePeopleChange(updatePersonRole);
export const useRemovePerson = () => usePeopleChange(removePerson);
export const useCancelInvitation = () => usePeopleChange(cancelInvitation);
export const useSetTotpRequirement = () => usePeopleChange(setTotpRequirement);
