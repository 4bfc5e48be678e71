import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPOSITORY_ROOT } from '../config.ts';

const MAIN = path.join(REPOSITORY_ROOT, 'apps/server/src/main.ts');
/** Node's compile cache, shared by the processes of a run: a server starts about a third faster. */
const COMPILE_CACHE = path.join(tmpdir(), 'tourneo-test-compile-cache');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every line the server printed (pino's JSON lines, and stderr). */
  output: string[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The variables of the test's own environment among `names` that are set. */
function pickDefined(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/**
 * Starts `main.ts` as a server process of its own on a free loopback port (PORT=0, the port read
 * from its log line), without the demo; resolves once it listens. `env` adds to or overrides that.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 300_000): Promise<ServerProcess> {
  mkdirSync(COMPILE_CACHE, { recursive: true });
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // The clock of scripts/test-at.sh (libfaketime): the server reads the instant the test and
      // the database read, or its "today" and due times are another day's.
      ...pickDefined(['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC']),
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SECRET_KEY: '0123456789abcdef'.repeat(4),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`le serveur n'a pas démarré à temps :\n${output.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string) => {
      output.push(line);
      const port = /Tournéo écoute sur http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, baseUrl: `http://127.0.0.1:${port}`, output, exited });
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n');
        while (end !== -1) {
          onLine(buffer.slice(0, end));
          buffer = buffer.slice(end + 1);
          end = buffer.indexOf('\n');
        }
      });
    }
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s'est arrêté (${code ?? signal}) au démarrage :\n${output.join('\n')}`));
    });
  });
}

/** Sends `signal` and waits for the exit. */
export async function signalAndWait(server: ServerProcess, signal: NodeJS.Signals) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(signal);
  }
  return server.exited;
}

/**
 * A new, empty PostgreSQL database beside the tests' one (`<its name>_<suffix>`), dropped first if
 * left over; with `create: false`, only its URL (the database does not exist).
 */
export async function createFreshDatabase(suffix: string, { create = true } = {}): Promise<string> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_${suffix}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    if (create) {
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export interface RawAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request on a connection of its own (`Connection: close`), as a load balancer sends
 * them by default: rejects with the socket's error (`code` ECONNREFUSED, ECONNRESET...) when no
 * answer came.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
