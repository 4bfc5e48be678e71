import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messagesQueuedResponseSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type MessagesQueuedResponse = z.infer<typeof messagesQueuedResponseSchema>;

/** 'Envoyer le lien': the booking link at once, by e-mail and/or SMS as the client has them. */
export const sendBookingLink = (clientId: number) =>
  apiPost<MessagesQueuedResponse>('/client/send-link', { clientId });

/**
 * Refreshes the client's history and the list (an import's invitation still to come is then
 * not sent again: the list no longer shows it).
 */
export function useSendBookingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBookingLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
