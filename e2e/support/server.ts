import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with code ${server.exitCode}`);
    }
    try {
      const response = await fetch(`${url}/api/session`);
      if (response.status === 401) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

export interface StartedServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built app on a fresh embedded database of its own (seeded with the demo company as
 * `env` says) on a random port; `stop` ends it and deletes its data. Given `dataDir`, it runs on
 * that database instead and `stop` leaves it to the caller (a test that stops the server to change
 * rows no route may change, then starts it again on them).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  { dataDir: ownDataDir }: { dataDir?: string } = {},
): Promise<StartedServer> {
  const dataDir = ownDataDir ?? mkdtempSync(path.join(tmpdir(), 'tourneo-e2e-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (!ownDataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl, server, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
