import { describe, expect, it } from 'vitest';
import type { MissionChangeEvent } from '@tourneo/domain';
import {
  MISSION_EVENTS_URL,
  RECONNECT_MAX_DELAY_MS,
  openMissionEventStream,
  reconnectDelay,
  type EventSourceLike,
} from './mission-event-stream.ts';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The browser reconnects by itself (stream dropped). */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** The browser gives up (the answer was no stream). */
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: string) {
    this.listeners.get(type)?.({ data } as MessageEvent<string>);
  }
}

function setUp() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; delayMs: number; isCleared: boolean }[] = [];
  const changes: MissionChangeEvent[] = [];
  let opens = 0;
  const stream = openMissionEventStream({
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onChange: (change) => changes.push(change),
    onOpen: () => {
      opens += 1;
    },
    setTimer: (run, delayMs) => {
      const timer = { run, delayMs, isCleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { isCleared: boolean }).isCleared = true;
    },
  });
  return { stream, sources, timers, changes, opens: () => opens };
}

describe('mission event stream', () => {
  it('opens the events URL and reports each missions event with its agents and dates', () => {
    const { sources, changes } = setUp();
    expect(sources.map((source) => source.url)).toEqual([MISSION_EVENTS_URL]);
    sources[0]!.open();
    sources[0]!.emit('missions', JSON.stringify({ agent_ids: [3], dates: ['2026-11-23'] }));
    expect(changes).toEqual([{ agent_ids: [3], dates: ['2026-11-23'] }]);
  });

  it('an unreadable event counts as "anything may have changed"', () => {
    const { sources, changes } = setUp();
    sources[0]!.emit('missions', 'not json');
    sources[0]!.emit('missions', JSON.stringify({ agent_ids: 'x' }));
    expect(changes).toEqual([
      { agent_ids: [], dates: [] },
      { agent_ids: [], dates: [] },
    ]);
  });

  it('reports the first open: a change made before the stream listened was never sent', () => {
    const { sources, opens } = setUp();
    expect(opens()).toBe(0);
    sources[0]!.open();
    expect(opens()).toBe(1);
  });

  it('a stream the browser reconnects by itself reports its open again', () => {
    const { sources, timers, opens } = setUp();
    sources[0]!.open();
    sources[0]!.drop();
    expect(opens()).toBe(1);
    sources[0]!.open();
    expect(opens()).toBe(2);
    expect(sources).toHaveLength(1);
    expect(timers).toHaveLength(0);
  });

  it('a refused stream is opened again after 1 s, then 2 s, and reports each open', () => {
    const { sources, timers, opens } = setUp();
    sources[0]!.refuse();
    expect(sources[0]!.isClosed).toBe(true);
    expect(timers.map((timer) => timer.delayMs)).toEqual([1000]);
    timers[0]!.run();
    expect(sources).toHaveLength(2);
    sources[1]!.refuse();
    expect(timers.map((timer) => timer.delayMs)).toEqual([1000, 2000]);
    timers[1]!.run();
    expect(opens()).toBe(0);
    sources[2]!.open();
    // Never opened before, yet the screen's first read was made without it: reload.
    expect(opens()).toBe(1);
    sources[2]!.refuse();
    // The delay starts again from 1 s after a successful open.
    expect(timers.at(-1)!.delayMs).toBe(1000);
    timers.at(-1)!.run();
    sources[3]!.open();
    expect(opens()).toBe(2);
  });

  it('close ends the stream and a pending new try', () => {
    const { stream, sources, timers } = setUp();
    sources[0]!.refuse();
    stream.close();
    expect(timers[0]!.isCleared).toBe(true);
    const second = setUp();
    second.sources[0]!.open();
    second.stream.close();
    expect(second.sources[0]!.isClosed).toBe(true);
  });

  it('the delay doubles up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      RECONNECT_MAX_DELAY_MS,
      RECONNECT_MAX_DELAY_MS,
      RECONNECT_MAX_DELAY_MS,
    ]);
  });
});
