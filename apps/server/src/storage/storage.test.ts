import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { createStorage } from './create-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { assertStorageKey, storageKeyFor, type FileStorage } from './storage.ts';

const directories: string[] = [];
const temporaryDirectory = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'tourneo-storage-'));
  directories.push(directory);
  return directory;
};
afterAll(() => {
  for (const directory of directories) {
    rmSync(directory, { recursive: true, force: true });
  }
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 9)]);

/** What every adapter must do: put, get back the same bytes, replace, delete (twice), miss. */
async function checkAdapter(storage: FileStorage) {
  const key = storageKeyFor(7, 42, 'image/jpeg');
  expect(await storage.get(key)).toBeUndefined();
  await storage.put(key, JPEG, 'image/jpeg');
  expect((await storage.get(key))?.equals(JPEG)).toBe(true);
  const replaced = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3]);
  await storage.put(key, replaced, 'image/jpeg');
  expect((await storage.get(key))?.equals(replaced)).toBe(true);
  await storage.delete(key);
  expect(await storage.get(key)).toBeUndefined();
  await storage.delete(key);
  await expect(storage.put('../etc/passwd', JPEG, 'image/jpeg')).rejects.toThrow('invalid storage key');
  await expect(storage.get('companies/1/../../x')).rejects.toThrow('invalid storage key');
}

describe('storage keys', () => {
  it('are made of ids and a random UUID, and nothing else is accepted', () => {
    const key = storageKeyFor(3, 12, 'image/png');
    expect(key).toMatch(/^companies\/3\/missions\/12\/[0-9a-f-]{36}\.png$/);
    expect(storageKeyFor(3, 12, 'image/png')).not.toBe(key);
    for (const bad of [
      '',
      '/abs',
      'a//b',
      'a/../b',
      'a/./b',
      'A/b',
      'a/b c',
      'a\\b',
      'a/b\u0000',
      `a/${'x'.repeat(400)}`,
    ]) {
      expect(() => assertStorageKey(bad), JSON.stringify(bad)).toThrow();
    }
  });
});

describe('local folder storage', () => {
  it('puts, gets, replaces and deletes files under its folder, leaving no temporary file', async () => {
    const root = temporaryDirectory();
    await checkAdapter(createLocalStorage(root));
    const storage = createLocalStorage(root);
    const key = storageKeyFor(1, 2, 'image/webp');
    await storage.put(key, JPEG, 'image/webp');
    expect(readdirSync(path.join(root, 'companies', '1', 'missions', '2'))).toEqual([key.split('/').at(-1)]);
  });

  it('is the default: DATA_DIR/files', async () => {
    const dataDir = temporaryDirectory();
    const storage = createStorage(readConfig({ DATA_DIR: dataDir }));
    const key = storageKeyFor(5, 6, 'image/jpeg');
    await storage.put(key, JPEG, 'image/jpeg');
    expect(readdirSync(path.join(dataDir, 'files', 'companies', '5', 'missions', '6'))).toHaveLength(1);
  });
});

describe('S3-compatible storage (against s3rver on loopback)', () => {
  let server: { close(): Promise<void> } | undefined;
  let endpoint = '';
  let skipReason: string | undefined;

  beforeAll(async () => {
    try {
      const { default: S3rver } = await import('s3rver');
      const instance = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: temporaryDirectory(),
        configureBuckets: [{ name: 'tourneo-test', configs: [] }],
      });
      const { port } = await instance.run();
      server = instance;
      endpoint = `http://127.0.0.1:${port}`;
    } catch (error) {
      skipReason = `s3rver ne démarre pas ici (${String(error)}) : l'adaptateur S3 n'est pas testé`;
      console.warn(skipReason);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts, gets, replaces and deletes objects through the S3 API', async ({ skip }) => {
    if (skipReason) {
      skip(skipReason);
    }
    const config = readConfig({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'tourneo-test',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(config.s3).toMatchObject({ endpoint, bucket: 'tourneo-test', region: 'eu-west-3' });
    await checkAdapter(createStorage(config));
  });

  it('a missing bucket is an error, not a missing file', async ({ skip }) => {
    if (skipReason) {
      skip(skipReason);
    }
    const storage = createS3Storage({
      endpoint,
      bucket: 'absent',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(storage.put(storageKeyFor(1, 1, 'image/png'), JPEG, 'image/png')).rejects.toThrow(
      /S3 put failed: 404/,
    );
  });
});
