import { useMutation } from '@tanstack/react-query';
import type { SendSupportMessage, SupportSentResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export const sendSupportMessage = (message: SendSupportMessage) =>
  apiPost<SupportSentResponse>('/support/send', message);

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
