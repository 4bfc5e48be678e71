import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecretKey, readConfig } from './config.ts';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) {
    rmSync(directory, { recursive: true, force: true });
  }
});

describe('secret key', () => {
  it('is generated once beside the embedded database and read back after a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-key-'));
    directories.push(dataDir);
    const first = loadOrCreateSecretKey(dataDir);
    const second = loadOrCreateSecretKey(dataDir);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    const file = path.join(dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('comes from SECRET_KEY when it holds 64 hexadecimal characters', () => {
    const hex = 'ab'.repeat(32);
    expect(readConfig({ SECRET_KEY: hex }).secretKey.toString('hex')).toBe(hex);
  });
});
