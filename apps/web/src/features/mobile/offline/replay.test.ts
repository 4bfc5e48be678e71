import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '@tourneo/domain/messages/idempotency-fr';
import type { QueuedAction, SyncConflict } from './queued-action.ts';
import { classifyFailure, inQueueOrder, replayQueue } from './replay.ts';

const action = (seq: number, type: QueuedAction['type'] = 'start', sessionId = 1): QueuedAction =>
  ({
    seq,
    key: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    sessionId,
    missionId: sessionId,
    clientName: 'Dupont',
    createdAt: '2026-11-23T08:00:00Z',
    type,
    ...(type === 'answers' ? { answers: [{ field_id: 1, value: 'x' }] } : {}),
  }) as QueuedAction;

/** A queue in memory and a server that answers each call with the given status (200 by default). */
function fakeQueue(actions: QueuedAction[], statusOf: (action: QueuedAction) => number = () => 200) {
  let stored = [...actions];
  const sent: string[] = [];
  const conflicts: SyncConflict[] = [];
  const deps = {
    list: async () => [...stored],
    send: async (queued: QueuedAction) => {
      sent.push(queued.key);
      const status = statusOf(queued);
      if (status !== 200) {
        throw Object.assign(new Error(status === 409 ? 'Cette session est déjà terminée' : 'refusé'), {
          status,
        });
      }
      return status;
    },
    remove: async (queued: QueuedAction) => {
      stored = stored.filter((entry) => entry.seq !== queued.seq);
    },
    onSent: () => undefined,
    onConflict: (conflict: SyncConflict) => {
      conflicts.push(conflict);
    },
  };
  return { deps, sent, conflicts, stored: () => stored };
}

describe('replayQueue (the offline queue, sent when the network returns)', () => {
  it('sends the changes in the order they were made, whatever order the store lists them in', async () => {
    const queue = [action(3, 'complete'), action(1, 'start'), action(2, 'answers')];
    const { deps, sent, stored } = fakeQueue(queue);
    const outcome = await replayQueue(deps);
    expect(sent).toEqual([action(1).key, action(2).key, action(3).key]);
    expect(outcome).toEqual({ sent: 3, conflicts: 0 });
    expect(stored()).toEqual([]);
  });

  it('sends each change once, with the key drawn when it was made', async () => {
    const queue = [action(1), action(2, 'answers')];
    const { deps, sent } = fakeQueue(queue);
    await replayQueue(deps);
    await replayQueue(deps); // a second run finds nothing left
    expect(sent).toEqual(queue.map((queued) => queued.key));
  });

  it('stops at the first change without an answer and keeps it and the ones after it for later', async () => {
    const { deps, sent, stored } = fakeQueue(
      [action(1), action(2, 'answers'), action(3, 'complete')],
      (queued) => (queued.seq === 2 ? 0 : 200),
    );
    const outcome = await replayQueue(deps);
    expect(outcome).toEqual({ sent: 1, conflicts: 0, stoppedBy: 'retry-later' });
    expect(sent).toHaveLength(2);
    expect(stored().map((queued) => queued.seq)).toEqual([2, 3]);
    // The retry sends the same change again, with the same key: the server answers it once.
    const retried = fakeQueue(stored());
    await replayQueue(retried.deps);
    expect(retried.sent).toEqual([action(2).key, action(3).key]);
  });

  it('shows a refused change as a conflict (not dropped silently) and goes on with the next ones', async () => {
    const { deps, conflicts, stored } = fakeQueue([action(1, 'start', 7), action(2, 'start', 8)], (queued) =>
      queued.sessionId === 7 ? 409 : 200,
    );
    const outcome = await replayQueue(deps);
    expect(outcome).toEqual({ sent: 1, conflicts: 1 });
    expect(conflicts).toEqual([
      expect.objectContaining({
        sessionId: 7,
        type: 'start',
        status: 409,
        message: 'Cette session est déjà terminée',
      }),
    ]);
    expect(stored()).toEqual([]);
  });

  it('keeps the whole queue when the session expired (401), for after the next sign-in', async () => {
    const { deps, stored } = fakeQueue([action(1), action(2)], () => 401);
    expect(await replayQueue(deps)).toEqual({ sent: 0, conflicts: 0, stoppedBy: 'sign-in' });
    expect(stored()).toHaveLength(2);
  });
});

describe('classifyFailure', () => {
  it.each([
    [0, '', 'retry-later'],
    [500, 'Erreur serveur interne', 'retry-later'],
    [503, '', 'retry-later'],
    [429, '', 'retry-later'],
    [409, IDEMPOTENCY_MESSAGES.requestInProgress, 'retry-later'],
    [401, '', 'sign-in'],
    [404, 'Session introuvable', 'conflict'],
    [409, 'Cette session est déjà terminée', 'conflict'],
    [422, 'Impossible de terminer, il manque : la signature du client', 'conflict'],
    [400, 'Réponse invalide', 'conflict'],
  ])('status %i (%s) → %s', (status, message, expected) => {
    expect(classifyFailure(status, message)).toBe(expected);
  });

  it('orders by place in the queue', () => {
    expect(inQueueOrder([action(5), action(2), action(9)]).map((queued) => queued.seq)).toEqual([2, 5, 9]);
  });
});
