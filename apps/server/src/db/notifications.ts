import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from './client.ts';

/**
 * PostgreSQL LISTEN, whichever engine is behind: NOTIFY reaches every server process that
 * listens, so that each one can pass the change on to its own open connections.
 */
export interface NotificationListener {
  /**
   * Calls `onPayload` with every notification on `channel`; resolves to the way to stop.
   * `onListening` hears when the listening starts (true) and when it is lost, until back (false):
   * notifications sent meanwhile are lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: { onListening?: (listening: boolean) => void },
  ): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification committed before the call has reached its handlers, so that
   * a cache answering after it never misses a change made through another server before the
   * request came (PGlite: at once, its notifications are handled before the writer goes on).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The listener of the database: PGlite's own `listen`, or one dedicated PostgreSQL connection. */
export function createNotificationListener(
  handle: DatabaseHandle,
  onError: (error: unknown) => void = () => undefined,
): NotificationListener {
  if (handle.pglite) {
    const pglite = handle.pglite;
    return {
      async listen(channel, onPayload, options) {
        const stop = await pglite.listen(channel, onPayload);
        // One process, no connection to lose.
        options?.onListening?.(true);
        return stop;
      },
      sync: async () => undefined,
      close: async () => undefined,
    };
  }
  if (!handle.databaseUrl) {
    throw new Error('notifications: ni PGlite ni URL PostgreSQL');
  }
  return createPostgresListener(handle.databaseUrl, onError);
}

const RECONNECT_DELAY_MS = 1_000;

function createPostgresListener(
  databaseUrl: string,
  onError: (error: unknown) => void,
): NotificationListener {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const statusHandlers = new Set<(listening: boolean) => void>();
  const tellStatus = (listening: boolean) => {
    for (const handler of statusHandlers) {
      handler(listening);
    }
  };
  let client: Promise<import('pg').Client> | undefined;
  let isClosed = false;
  /** This listener's own channel: a notification sent on it comes back after all earlier ones. */
  const syncChannel = `tourneo_sync_${process.pid}_${randomUUID().replaceAll('-', '')}`;
  const syncWaiters = new Map<string, () => void>();
  let syncCount = 0;
  const releaseSyncWaiters = () => {
    for (const release of syncWaiters.values()) {
      release();
    }
    syncWaiters.clear();
  };
  /** The round trip in flight, and the one that follows it (shared by the calls made meanwhile). */
  let syncInFlight: Promise<void> | undefined;
  let syncNext: Promise<void> | undefined;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  /**
   * The statements on the listening connection, one at a time (the caches' LISTEN at start-up and
   * the syncs would otherwise overlap, which pg 8 warns against and pg 9 refuses).
   */
  let previousStatement: Promise<unknown> = Promise.resolve();
  const runInTurn = (connection: import('pg').Client, text: string, values?: unknown[]) => {
    const statement = previousStatement.then(() => connection.query(text, values));
    previousStatement = statement.catch(() => undefined);
    return statement;
  };

  /** One connection for all channels; after a failure it reconnects and listens again. */
  const connect = (): Promise<import('pg').Client> => {
    client ??= (async () => {
      const { default: pg } = await import('pg');
      const connection = new pg.Client({ connectionString: databaseUrl });
      const reconnect = (error?: unknown) => {
        if (error) {
          onError(error);
        }
        if (client) {
          tellStatus(false);
        }
        // Their caches stopped answering with the status above: they read the database.
        releaseSyncWaiters();
        client = undefined;
        if (!isClosed && handlers.size > 0) {
          setTimeout(() => void connect().catch(onError), RECONNECT_DELAY_MS).unref();
        }
      };
      connection.on('error', reconnect);
      connection.on('end', () => reconnect());
      connection.on('notification', (message) => {
        if (message.channel === syncChannel) {
          syncWaiters.get(message.payload ?? '')?.();
          syncWaiters.delete(message.payload ?? '');
          return;
        }
        for (const handler of handlers.get(message.channel) ?? []) {
          handler(message.payload ?? '');
        }
      });
      await connection.connect();
      await connection.query(`LISTEN ${quote(syncChannel)}`);
      for (const channel of handlers.keys()) {
        await connection.query(`LISTEN ${quote(channel)}`);
      }
      tellStatus(true);
      return connection;
    })();
    return client;
  };

  /**
   * NOTIFY on the listening connection itself: PostgreSQL delivers notifications in commit order,
   * so when this one comes back every one committed before has been handled. A lost connection
   * resolves it too (the caches have stopped answering by then).
   */
  const roundTrip = async (): Promise<void> => {
    const connection = await connect();
    syncCount += 1;
    const payload = String(syncCount);
    const delivered = new Promise<void>((resolve) => syncWaiters.set(payload, resolve));
    try {
      await runInTurn(connection, 'select pg_notify($1, $2)', [syncChannel, payload]);
    } catch (error) {
      syncWaiters.delete(payload);
      throw error;
    }
    await delivered;
  };

  const sync = (): Promise<void> => {
    if (syncInFlight) {
      // It began before this call: the next round trip answers this one.
      syncNext ??= syncInFlight
        .catch(() => undefined)
        .then(() => {
          syncNext = undefined;
          return sync();
        });
      return syncNext;
    }
    syncInFlight = roundTrip().finally(() => {
      syncInFlight = undefined;
    });
    return syncInFlight;
  };

  return {
    async listen(channel, onPayload, options) {
      const isNewChannel = !handlers.has(channel);
      const channelHandlers = handlers.get(channel) ?? new Set();
      channelHandlers.add(onPayload);
      handlers.set(channel, channelHandlers);
      const connection = await connect();
      if (isNewChannel) {
        await runInTurn(connection, `LISTEN ${quote(channel)}`);
      }
      const onListening = options?.onListening;
      if (onListening) {
        statusHandlers.add(onListening);
        onListening(true);
      }
      return async () => {
        channelHandlers.delete(onPayload);
        if (onListening) {
          statusHandlers.delete(onListening);
        }
      };
    },
    sync,
    async close() {
      isClosed = true;
      releaseSyncWaiters();
      tellStatus(false);
      const connection = await client?.catch(() => undefined);
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
