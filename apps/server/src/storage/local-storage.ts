import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './storage.ts';

/** Files in a folder (by default `DATA_DIR/files`), one file per key; written whole, then renamed into place. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return undefined;
        }
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
