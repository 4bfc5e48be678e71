import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../db/client.ts';
import { registerCompanyThrough } from '../test/load.ts';
import {
  createFreshDatabase,
  rawRequest,
  signalAndWait,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';

/*
 * A server process killed (SIGKILL) 10 times while 4 clients write through it, restarted each
 * time: every write it acknowledged (201) before a kill is in the database after. The kill comes
 * as a server's 10th acknowledgement arrives, while the other clients' writes are in flight.
 * PostgreSQL only (a server process of its own on a new database).
 */

const KILLS = 10;
const KILL_AFTER_ACKNOWLEDGED = 10;
const WRITERS = 4;
/**
 * Eleven server starts: about 3 s each on a quiet machine, up to 30 s on a busy one. The limit only
 * catches a hang (docs/decisions/0022-time-in-tests.md).
 */
const TIMEOUT_MS = 900_000;

describe.runIf(process.env.TEST_DB === 'postgres')('a server killed 10 times during writes', () => {
  it('keeps every write it acknowledged', { timeout: TIMEOUT_MS }, async () => {
    const databaseUrl = await createFreshDatabase('kills');
    const start = () => startServerProcess({ DATABASE_URL: databaseUrl });
    let current = { server: await start(), acknowledged: 0 };
    const servers: ServerProcess[] = [current.server];
    try {
      const { cookie, companyId } = await registerCompanyThrough(current.server.baseUrl, 'Coupures');

      const acknowledged: string[] = [];
      const refused: string[] = [];
      let kills = 0;
      let written = 0;
      let restarting: Promise<void> | undefined;
      const killAndRestart = async () => {
        await signalAndWait(current.server, 'SIGKILL');
        kills += 1;
        const server = await start();
        servers.push(server);
        current = { server, acknowledged: 0 };
      };

      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (kills < KILLS) {
            if (restarting) {
              await restarting;
              continue;
            }
            const target = current;
            const name = `Écriture ${(written += 1)}`;
            let status: number;
            try {
              ({ status } = await rawRequest(`${target.server.baseUrl}/roles/create`, {
                method: 'POST',
                headers: { cookie, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
                body: { name },
              }));
            } catch (error) {
              // No answer: only a killed server may leave a request so.
              if (target.server.child.signalCode !== 'SIGKILL' && !restarting) {
                throw error;
              }
              continue;
            }
            if (status !== 201) {
              refused.push(`${name}: ${status}`);
              continue;
            }
            acknowledged.push(name);
            target.acknowledged += 1;
            if (target === current && target.acknowledged >= KILL_AFTER_ACKNOWLEDGED && !restarting) {
              restarting = killAndRestart().finally(() => {
                restarting = undefined;
              });
            }
          }
        }),
      );
      while (restarting) {
        await restarting;
      }

      const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' });
      try {
        const stored = new Set(
          rowsOf<{ name: string }>(
            await handle.db.execute(sql`select name from roles where company_id = ${companyId}`),
          ).map((row) => row.name),
        );
        console.info(
          `[coupures] ${kills} SIGKILL, ${written} écritures envoyées, ${acknowledged.length} confirmées, ${stored.size} en base`,
        );
        expect(kills).toBe(KILLS);
        expect(refused).toEqual([]);
        expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * KILL_AFTER_ACKNOWLEDGED);
        expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      } finally {
        await handle.close();
      }
      expect(await signalAndWait(current.server, 'SIGTERM')).toEqual({ code: 0, signal: null });
    } finally {
      await Promise.all(servers.map((server) => signalAndWait(server, 'SIGKILL')));
    }
  });
});
