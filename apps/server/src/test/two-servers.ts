import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { waitFor } from './smtp-server.ts';
import {
  createFreshDatabase,
  rawRequest,
  signalAndWait,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

const STARTUP_LIMIT_MS = 600_000;
const NOTIFICATION_LIMIT_MS = 60_000;

export interface TwoServers {
  a: ServerProcess;
  b: ServerProcess;
  /** A direct connection to their database (changes made by hand, behind the servers). */
  handle: DatabaseHandle;
}

/**
 * Two server processes on one fresh PostgreSQL database, their in-memory caches kept an hour
 * (SESSION_CACHE_SECONDS=3600) so that only the database's notifications can end an entry within a
 * test (decision 0027). Call in a `describe`; the fields are set once `beforeAll` has run.
 */
export function useTwoServers(name: string): TwoServers {
  const servers = {} as TwoServers;
  beforeAll(async () => {
    const databaseUrl = await createFreshDatabase(name);
    const env = { DATABASE_URL: databaseUrl, SESSION_CACHE_SECONDS: '3600' };
    [servers.a, servers.b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  }, STARTUP_LIMIT_MS);
  afterAll(async () => {
    await Promise.all(
      [servers.a, servers.b].filter(Boolean).map((server) => signalAndWait(server, 'SIGKILL')),
    );
    await servers.handle?.close();
  });
  return servers;
}

/** Waits until `probe` answers `expected` (a notification must bring it); the limit only catches a hang. */
export function until(probe: () => Promise<unknown>, expected: unknown): Promise<true> {
  return waitFor(async () => ((await probe()) === expected ? true : undefined), NOTIFICATION_LIMIT_MS);
}

/** A same-origin POST of JSON with the cookie, as the web app sends it. */
export function postAs(server: ServerProcess, url: string, cookie: string, body: unknown) {
  return rawRequest(`${server.baseUrl}${url}`, {
    method: 'POST',
    body,
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
}
