import { missionChangeEventSchema, type MissionChangeEvent } from '@tourneo/domain';

/** GET /api/rdv-unified/events: server-sent `missions` events of the signed-in company. */
export const MISSION_EVENTS_URL = '/api/rdv-unified/events';
export const MISSION_EVENT_NAME = 'missions';
/** After a refused or broken stream, the next try waits this long, doubled each time up to the maximum. */
export const RECONNECT_FIRST_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/** The part of the browser's EventSource the stream uses (a fake one in unit tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up (an answer that is not a stream, e.g. 401 or 502). */
const CLOSED = 2;

export interface MissionEventStreamOptions {
  createSource: (url: string) => EventSourceLike;
  /** A mission of the company changed (`agent_ids`/`dates` empty: anything may have). */
  onChange: (change: MissionChangeEvent) => void;
  /**
   * The stream listens, first or again after a break: changes made before were not heard (the
   * screen's first read may come from the cache or be made before the stream opened), reload.
   */
  onOpen: () => void;
  setTimer?: (run: () => void, delayMs: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The delay before the `attempt`-th new try (1, 2, 4 ... 30 s). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Keeps one event stream open. The browser itself reconnects a dropped stream (the server's
 * `retry: 3000`); when it gives up (the answer was no stream: signed out, server restarting),
 * a new stream is opened after a growing delay. Every open is reported, the first one too: events
 * sent before the stream listened are lost.
 */
export function openMissionEventStream({
  createSource,
  onChange,
  onOpen,
  setTimer = (run, delayMs) => setTimeout(run, delayMs),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: MissionEventStreamOptions): { close: () => void } {
  let source: EventSourceLike | undefined;
  let timer: unknown;
  let attempt = 0;
  let isClosed = false;

  const connect = () => {
    timer = undefined;
    const current = createSource(MISSION_EVENTS_URL);
    source = current;
    current.onopen = () => {
      attempt = 0;
      onOpen();
    };
    current.onerror = () => {
      if (current.readyState !== CLOSED || isClosed) {
        return;
      }
      current.close();
      attempt += 1;
      timer = setTimer(connect, reconnectDelay(attempt));
    };
    current.addEventListener(MISSION_EVENT_NAME, (event) => {
      onChange(parseChange(event.data));
    });
  };

  connect();
  return {
    close: () => {
      isClosed = true;
      if (timer !== undefined) {
        clearTimer(timer);
      }
      source?.close();
    },
  };
}

/** The event's data; anything unreadable counts as "anything may have changed". */
function parseChange(data: string): MissionChangeEvent {
  try {
    const parsed = missionChangeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : { agent_ids: [], dates: [] };
  } catch {
    return { agent_ids: [], dates: [] };
  }
}
