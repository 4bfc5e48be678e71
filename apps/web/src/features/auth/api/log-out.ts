import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const logOut = () => apiPost<MessageResponse>('/admin/logout');

/** Logs out and forgets every cached server answer of the company. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSettled: () => queryClient.clear() });
}
