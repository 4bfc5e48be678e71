import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary folder, on a free loopback port),
 * which the test may restart or stop without touching the suite's shared database. It runs as the
 * `postgres` system user (the tests run as root here and in CI, like scripts/test-at.sh).
 */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/test`, the database made at start. */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), back when the call resolves. */
  restart: () => Promise<void>;
  /** `pg_ctl stop -m fast`: connections ended, new ones refused until `start`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it at once and removes its folder. */
  remove: () => Promise<void>;
}

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const folder = mkdtempSync(path.join(tmpdir(), 'tourneo-own-pg-'));
  chownSync(folder, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const asPostgres = (tool: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]);
  const pgCtl = (args: string[]) =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(folder, 'log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...args,
    ]);
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust']);
  await pgCtl(['start']);
  await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), 'test']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    restart: async () => {
      await pgCtl(['-m', 'fast', 'restart']);
    },
    stop: async () => {
      await pgCtl(['-m', 'fast', 'stop']);
    },
    start: async () => {
      await pgCtl(['start']);
    },
    remove: async () => {
      await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
