import { describe, expect, it, vi } from 'vitest';
import { createGracefulStop } from './graceful-stop.ts';

const quietLog = { info: () => undefined, error: () => undefined };

/** A step that finishes when the test says so, recording when it started and ended. */
function controlledStep(name: string, events: string[]) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    step: {
      name,
      run: async () => {
        events.push(`${name} commence`);
        await done;
        events.push(`${name} fini`);
      },
    },
  };
}

describe('graceful stop', () => {
  it('closes the steps of a stage side by side and the stages in turn, then exits 0', async () => {
    const events: string[] = [];
    const http = controlledStep('http', events);
    const worker = controlledStep('worker', events);
    const exit = vi.fn();
    const lifecycle = createGracefulStop({
      stages: [[http.step, worker.step], [{ name: 'database', run: () => void events.push('database') }]],
      timeoutMs: 60_000,
      log: quietLog,
      exit,
    });
    expect(lifecycle.isStopping()).toBe(false);
    const stopped = lifecycle.stop('SIGTERM');
    expect(lifecycle.isStopping()).toBe(true);
    await vi.waitFor(() => expect(events).toEqual(['http commence', 'worker commence']));
    worker.finish();
    await vi.waitFor(() => expect(events).toContain('worker fini'));
    expect(events).not.toContain('database');
    http.finish();
    await stopped;
    expect(events).toEqual(['http commence', 'worker commence', 'worker fini', 'http fini', 'database']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('goes on after a step that fails, and exits 1', async () => {
    const closed: string[] = [];
    const exit = vi.fn();
    await createGracefulStop({
      stages: [
        [{ name: 'http', run: () => Promise.reject(new Error('panne')) }],
        [{ name: 'database', run: () => void closed.push('database') }],
      ],
      timeoutMs: 60_000,
      log: quietLog,
      exit,
    }).stop('SIGINT');
    expect(closed).toEqual(['database']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('exits 1 when the delay runs out, and at once on a second signal', async () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      const hanging = controlledStep('http', events);
      const exit = vi.fn();
      const lifecycle = createGracefulStop({
        stages: [[hanging.step]],
        timeoutMs: 5_000,
        log: quietLog,
        exit,
      });
      void lifecycle.stop('SIGTERM');
      await vi.advanceTimersByTimeAsync(4_999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledExactlyOnceWith(1);

      const secondExit = vi.fn();
      const second = createGracefulStop({
        stages: [[controlledStep('http', []).step]],
        timeoutMs: 5_000,
        log: quietLog,
        exit: secondExit,
      });
      void second.stop('SIGINT');
      await second.stop('SIGINT');
      expect(secondExit).toHaveBeenCalledExactlyOnceWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
