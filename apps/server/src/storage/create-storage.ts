import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else `DATA_DIR/files`. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files'));
}
