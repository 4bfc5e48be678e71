import { useRef, useState } from 'react';
import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { v4 as newUuid } from 'uuid';
import { ApiError } from './http/fetch-core.ts';

type CreateMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /** Sends the creation with its Idempotency-Key. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/** Whether the server never answered (network failure): the creation may or may not have happened. */
const isUnanswered = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * A creation mutation that creates once per submission, in two ways:
 *
 * - one request at a time: while a creation runs, `mutate`/`mutateAsync` send nothing more, and
 *   `isPending` turns true as `mutate` is called (TanStack Query reports it a moment later; a form's
 *   own "submitting" flag may already be off by then, which let a double click through);
 * - an Idempotency-Key: drawn for a submission and reused by the requests sent before an answer
 *   comes back (a retry after a network failure), so the server creates one row even when the
 *   first request did reach it. Once the server has answered (created, or refused: nothing
 *   stored), the next submission draws a new key.
 */
export function useCreateMutation<TData, TVariables>({
  mutationFn,
  onSettled,
  ...options
}: CreateMutationOptions<TData, TVariables>) {
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<TData> | null>(null);
  const [isSending, setSending] = useState(false);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => {
      // uuid's v4 also works outside secure contexts, where crypto.randomUUID is missing.
      key.current ??= newUuid();
      return mutationFn(variables, key.current);
    },
    onSettled: (...args) => {
      if (!isUnanswered(args[1])) {
        key.current = null;
      }
      inFlight.current = null;
      setSending(false);
      return onSettled?.(...args);
    },
  });

  const mutateAsync = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    if (inFlight.current) {
      return inFlight.current;
    }
    setSending(true);
    const request = mutation.mutateAsync(variables, callbacks);
    inFlight.current = request;
    return request;
  };
  const mutate = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    if (inFlight.current) {
      return;
    }
    // Failures reach the callbacks and `error`; the promise itself is not needed.
    mutateAsync(variables, callbacks).catch(() => undefined);
  };
  return { ...mutation, isPending: mutation.isPending || isSending, mutate, mutateAsync };
}
