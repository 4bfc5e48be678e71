import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../config.ts';
import { snapshotDatabase, snapshotFiles, type Snapshot } from './snapshot.ts';

export const run = promisify(execFile);

/** The archive's parts: `manifest.json`, the database (one of two forms), `files/`. */
export const MANIFEST = 'manifest.json';
export const POSTGRES_DUMP = 'database.pgdump';
export const PGLITE_DUMP = 'pglite-data.tar.gz';
export const FILES = 'files';
/** DATA_DIR's key of the secrets at rest, when SECRET_KEY is not given (config.ts). */
export const SECRET_KEY_FILE = 'secret.key';

export interface Manifest {
  format: 'tourneo-backup-1';
  engine: 'postgres' | 'pglite';
  createdAt: string;
  /** Files in an S3 bucket are not in the archive (the bucket's own versioning keeps them). */
  filesIncluded: boolean;
  /** DATA_DIR/secret.key is in the archive: without it, the partners' SMTP passwords could not be read. */
  secretKeyIncluded: boolean;
  snapshot: Snapshot;
}

/** The embedded database's extensions, to open a data folder. */
export async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir, {
    extensions: { btree_gist, pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/**
 * PostgreSQL: `pg_dump` in custom format, of the very snapshot the manifest describes (a
 * REPEATABLE READ transaction exports it, pg_dump reads it): servers may keep writing meanwhile.
 */
async function dumpPostgres(databaseUrl: string, target: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const database = await snapshotDatabase((text) => client.query(text));
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.id}`,
      `--file=${target}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return database;
  } finally {
    await client.end();
  }
}

/** The embedded database (its server stopped: PGlite is one process): its data folder as a tarball. */
async function dumpPglite(dataDir: string, target: string) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`aucune base embarquée dans ${dataDir}`);
  }
  const pglite = await openPglite(dataDir);
  try {
    const database = await snapshotDatabase((text) => pglite.query(text));
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
    return database;
  } finally {
    await pglite.close();
  }
}

/**
 * Writes `tourneo-<instant>.tar` into `outputDir`: the database, the files of `DATA_DIR/files`
 * (photos, signatures, invoices), `DATA_DIR/secret.key` when there is one, and a manifest with each table's row count and checksum and each
 * file's SHA-256, which the restore checks. Returns the archive's path.
 */
export async function createBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>,
  outputDir: string,
  now = new Date(),
): Promise<{ file: string; manifest: Manifest }> {
  const staging = await mkdtemp(path.join(tmpdir(), 'tourneo-backup-'));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, path.join(staging, POSTGRES_DUMP))
      : await dumpPglite(config.dataDir, path.join(staging, PGLITE_DUMP));
    // After the database: a file is written before the row that names it commits, so every file
    // the dump names is here (and perhaps a few newer ones).
    const filesRoot = path.join(config.dataDir, FILES);
    const filesIncluded = !config.s3;
    await mkdir(path.join(staging, FILES));
    if (filesIncluded && existsSync(filesRoot)) {
      await cp(filesRoot, path.join(staging, FILES), {
        recursive: true,
        filter: (source) => !source.endsWith('.tmp'),
      });
    }
    const secretKey = path.join(config.dataDir, SECRET_KEY_FILE);
    const secretKeyIncluded = existsSync(secretKey);
    if (secretKeyIncluded) {
      await cp(secretKey, path.join(staging, SECRET_KEY_FILE));
    }
    const manifest: Manifest = {
      format: 'tourneo-backup-1',
      engine,
      createdAt: now.toISOString(),
      filesIncluded,
      secretKeyIncluded,
      snapshot: { ...database, files: await snapshotFiles(path.join(staging, FILES)) },
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(outputDir, { recursive: true });
    const file = path.resolve(outputDir, `tourneo-${now.toISOString().replace(/[:.]/g, '-')}.tar`);
    await run('tar', ['-cf', file, '-C', staging, '.']);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads an archive's manifest after extracting it into `directory`. */
export async function extractBackup(file: string, directory: string): Promise<Manifest> {
  await run('tar', ['-xf', path.resolve(file), '-C', directory]);
  const manifest = JSON.parse(await readFile(path.join(directory, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 'tourneo-backup-1') {
    throw new Error(`${file} n'est pas une sauvegarde de Tournéo`);
  }
  return manifest;
}
