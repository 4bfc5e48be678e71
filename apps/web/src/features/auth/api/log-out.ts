import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const logOut = () => apiPost<{ success: true }>('/admin/logout');

/** Logs out and forgets every cached server answer of the company. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSettled: () => queryClient.clear() });
}
