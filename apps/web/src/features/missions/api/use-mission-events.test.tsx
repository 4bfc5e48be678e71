// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { MISSION_EVENT_NAME } from './mission-event-stream.ts';
import { useMissionEvents } from './use-mission-events.ts';

// The live calendars' and 'Liste clients'' stream: a mission change, and every open of the stream
// (first or after a break: what changed meanwhile was never sent), reloads the missions and the
// clients (a client's 'non planifié' state follows its missions), not the rest of what the back
// office holds.

class FakeEventSource {
  static last: FakeEventSource | undefined;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The stream dropped; the browser reconnects by itself. */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  emit(data: string) {
    this.listeners.get(MISSION_EVENT_NAME)?.({ data } as MessageEvent<string>);
  }
}

const CLIENTS_PAGE = queryKeys.clients.page({ search: '' }, 1);
const OTHER = ['company-profile'] as const;

function setUp() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  /** The screen's reads, done (a page from the cache, or read before the stream listened). */
  const load = () => {
    for (const key of [queryKeys.missions.all, CLIENTS_PAGE, OTHER]) {
      queryClient.setQueryData(key, { loaded: true });
    }
  };
  load();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const heard: unknown[] = [];
  renderHook(() => useMissionEvents((change) => heard.push(change)), { wrapper });
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { heard, isStale, load };
}

describe('useMissionEvents', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reloads the missions and the clients on a change, and passes the change on', () => {
    const { heard, isStale } = setUp();
    expect(isStale(CLIENTS_PAGE)).toBe(false);

    FakeEventSource.last?.emit(JSON.stringify({ agent_ids: [3], dates: ['2026-11-24'] }));

    expect(isStale(queryKeys.missions.all)).toBe(true);
    expect(isStale(CLIENTS_PAGE)).toBe(true);
    expect(isStale(OTHER)).toBe(false);
    expect(heard).toEqual([{ agent_ids: [3], dates: ['2026-11-24'] }]);
  });

  it('reloads the missions and the clients when the stream first opens: a booking made before it listened was never sent', () => {
    const { isStale } = setUp();
    expect(isStale(CLIENTS_PAGE)).toBe(false);

    FakeEventSource.last?.open();

    expect(isStale(queryKeys.missions.all)).toBe(true);
    expect(isStale(CLIENTS_PAGE)).toBe(true);
    expect(isStale(OTHER)).toBe(false);
  });

  it('reloads them again when the stream comes back after a break (drop, server restart, laptop waking)', () => {
    const { isStale, load } = setUp();
    FakeEventSource.last?.open();
    load();
    FakeEventSource.last?.drop();
    expect(isStale(CLIENTS_PAGE)).toBe(false);

    FakeEventSource.last?.open();

    expect(isStale(queryKeys.missions.all)).toBe(true);
    expect(isStale(CLIENTS_PAGE)).toBe(true);
    expect(isStale(OTHER)).toBe(false);
  });
});
