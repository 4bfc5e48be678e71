import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResendClientMessageInput, messageResponseSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** 'Renvoyer': a copy of one of the client's messages, sent at once (a new row of its history). */
export const resendClientMessage = (input: ResendClientMessageInput) =>
  apiPost<MessageResponse>('/client/messages/resend', input);

export function useResendClientMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendClientMessage,
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.clients.messages(input.clientId) }),
  });
}
