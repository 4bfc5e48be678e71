import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { Partner } from './get-partners.ts';

export const setDefaultPartner = (id: number) =>
  apiPost<{ success: true; message: string; partenaire: Partner }>('/partenaires/set-default', { id });

/** Makes a partner the company's default sender; the cards reload. */
export function useSetDefaultPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
  });
}
