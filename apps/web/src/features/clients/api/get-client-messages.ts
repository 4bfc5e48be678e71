import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientMessagesResponseSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type ClientMessagesResponse = z.infer<typeof clientMessagesResponseSchema>;
export type ClientMessageRow = ClientMessagesResponse['messages'][number];

/** How often the history is asked again while a message due now still waits for its worker. */
export const PENDING_MESSAGES_REFRESH_MS = 3000;

export const getClientMessages = (clientId: number) =>
  apiPost<ClientMessagesResponse>('/client/messages', { clientId });

/**
 * A message due now and not yet handed over: the worker takes it within seconds. A reminder
 * planned for next week is pending too, but asking again would not change it.
 */
export const isAwaitingWorker = (message: ClientMessageRow, now = Date.now()) =>
  message.status === 'pending' && new Date(message.send_after).getTime() <= now;

/** The history's polling: every few seconds while a message awaits the worker, else none. */
export const historyRefreshIntervalOf = (history: ClientMessagesResponse | undefined, now = Date.now()) =>
  history?.messages.some((message) => isAwaitingWorker(message, now)) ? PENDING_MESSAGES_REFRESH_MS : false;

export const getClientMessagesQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: queryKeys.clients.messages(clientId),
    queryFn: () => getClientMessages(clientId),
    // The planner watches a message turn 'Envoyé'.
    refetchInterval: (query) => historyRefreshIntervalOf(query.state.data),
  });

export function useClientMessages(clientId: number) {
  return useQuery(getClientMessagesQueryOptions(clientId));
}
