import { IDEMPOTENCY_MESSAGES } from '@tourneo/domain/messages/idempotency-fr';
import type { QueuedAction, SyncConflict } from './queued-action.ts';

/** What to do with a queued change after the server's answer `status` (0: no answer). */
export type FailureOutcome = 'retry-later' | 'sign-in' | 'conflict';

/**
 * A failed replay: no answer, a server error, too many requests or the same key still running
 * on the server are tried again later; 401 waits for the agent to sign in again (the queue is
 * kept); any other refusal (404 deleted, 409 report closed or session cancelled, 422 report
 * incomplete, 400 an answer the form no longer takes) is a conflict shown to the agent.
 */
export function classifyFailure(status: number, message: string): FailureOutcome {
  if (status === 0 || status >= 500 || status === 408 || status === 429) {
    return 'retry-later';
  }
  if (status === 409 && message === IDEMPOTENCY_MESSAGES.requestInProgress) {
    return 'retry-later';
  }
  return status === 401 ? 'sign-in' : 'conflict';
}

/** Replayed changes in the order the agent made them (a start before the answers, the signature before 'Terminer'). */
export const inQueueOrder = (actions: readonly QueuedAction[]) =>
  [...actions].sort((first, second) => (first.seq ?? 0) - (second.seq ?? 0));

export interface ReplayDependencies<Result> {
  /** The queue as stored now. */
  list: () => Promise<QueuedAction[]>;
  /** Sends one change (with its own key); rejects with `{ status, message }` on failure. */
  send: (action: QueuedAction) => Promise<Result>;
  /** Removes a change from the queue (sent, or refused for good). */
  remove: (action: QueuedAction) => Promise<void>;
  onSent: (action: QueuedAction, result: Result) => void | Promise<void>;
  onConflict: (conflict: SyncConflict) => void | Promise<void>;
}

export interface ReplayOutcome {
  sent: number;
  conflicts: number;
  /** Why it stopped before the end of the queue, if it did. */
  stoppedBy?: 'retry-later' | 'sign-in';
}

const failureOf = (error: unknown) => {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : '',
  };
};

/**
 * Sends the queued changes one at a time, oldest first, each removed only once the server answered
 * for it: a change is never sent after a later one, and one whose answer was lost is sent again
 * with the same key (the server answers it once). Stops at the first change that must wait.
 */
export async function replayQueue<Result>(deps: ReplayDependencies<Result>): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, conflicts: 0 };
  for (const action of inQueueOrder(await deps.list())) {
    try {
      const result = await deps.send(action);
      await deps.remove(action);
      outcome.sent += 1;
      await deps.onSent(action, result);
    } catch (error) {
      const { status, message } = failureOf(error);
      const verdict = classifyFailure(status, message);
      if (verdict !== 'conflict') {
        outcome.stoppedBy = verdict;
        return outcome;
      }
      await deps.remove(action);
      outcome.conflicts += 1;
      await deps.onConflict({
        key: action.key,
        type: action.type,
        sessionId: action.sessionId,
        clientName: action.clientName,
        status,
        message,
      });
    }
  }
  return outcome;
}
