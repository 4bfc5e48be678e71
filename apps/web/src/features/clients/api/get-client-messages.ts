import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientMessagesResponseSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type ClientMessagesResponse = z.infer<typeof clientMessagesResponseSchema>;
export type ClientMessageRow = ClientMessagesResponse['messages'][number];

/** How often the history is asked again while a message due now still waits for its worker. */
export const PENDING_MESSAGES_REFRESH_MS = 3000;
/** How often while the only messages due are held back (no SMTP server yet, a refusal to retry). */
export const HELD_MESSAGES_REFRESH_MS = 30_000;

export const getClientMessages = (clientId: number) =>
  apiPost<ClientMessagesResponse>('/client/messages', { clientId });

const isPendingAndDue = (message: ClientMessageRow, now: number) =>
  message.status === 'pending' && new Date(message.send_after).getTime() <= now;

/**
 * A message due now and not yet handed over: the worker takes it within seconds. A reminder
 * planned for next week is pending too, but asking again would not change it; a message the
 * worker already held back (its reason is recorded) waits for something slower to change.
 */
export const isAwaitingWorker = (message: ClientMessageRow, now = Date.now()) =>
  isPendingAndDue(message, now) && message.last_error === null;

/** The history's polling: every few seconds while a message awaits the worker, seldom while one is held back, else none. */
export const historyRefreshIntervalOf = (history: ClientMessagesResponse | undefined, now = Date.now()) => {
  const messages = history?.messages ?? [];
  if (messages.some((message) => isAwaitingWorker(message, now))) {
    return PENDING_MESSAGES_REFRESH_MS;
  }
  return messages.some((message) => isPendingAndDue(message, now)) ? HELD_MESSAGES_REFRESH_MS : false;
};

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
