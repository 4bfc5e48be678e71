import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import {
  FILES,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  SECRET_KEY_FILE,
  extractBackup,
  openPglite,
  run,
  type Manifest,
} from './backup.ts';
import { compareSnapshots, snapshotDatabase, snapshotFiles, type Snapshot } from './snapshot.ts';

/** Creates the target database when it does not exist; refuses one that already holds tables. */
async function prepareEmptyDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const maintenance = new pg.Client({ connectionString: url.toString() });
  await maintenance.connect();
  try {
    const { rowCount } = await maintenance.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await maintenance.query(`create database "${name.replaceAll('"', '""')}"`);
      return;
    }
  } finally {
    await maintenance.end();
  }
  const target = new pg.Client({ connectionString: databaseUrl });
  await target.connect();
  try {
    const { rows } = await target.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new Error(`la base ${name} n'est pas vide : restaurez dans une base nouvelle`);
    }
  } finally {
    await target.end();
  }
}

/** The archive's key goes where none is; a different key already there is an error, never replaced. */
async function restoreSecretKey(source: string, target: string) {
  const key = await readFile(source, 'utf8');
  if (!existsSync(target)) {
    await writeFile(target, key, { mode: 0o600 });
  } else if ((await readFile(target, 'utf8')).trim() !== key.trim()) {
    throw new Error(`${target} existe avec une autre clé : les secrets restaurés ne seraient pas lisibles`);
  }
}

async function restorePostgres(databaseUrl: string, dump: string) {
  await prepareEmptyDatabase(databaseUrl);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await snapshotDatabase((text) => client.query(text));
  } finally {
    await client.end();
  }
}

async function restorePglite(dataDir: string, dump: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} contient déjà une base embarquée : restaurez dans un dossier nouveau`);
  }
  await mkdir(dataDir, { recursive: true });
  const pglite = await openPglite(dataDir, new Blob([await readFile(dump)]));
  try {
    return await snapshotDatabase((text) => pglite.query(text));
  } finally {
    await pglite.close();
  }
}

/**
 * Restores an archive of `createBackup` into a new database (DATABASE_URL: created if missing,
 * refused if it holds tables; else a new embedded data folder DATA_DIR) and its files into
 * `DATA_DIR/files`, then checks that every table, sequence and file is the one the manifest
 * describes. Returns the differences (empty: identical).
 */
export async function restoreBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string,
): Promise<{ manifest: Manifest; restored: Snapshot; differences: string[] }> {
  const staging = await mkdtemp(path.join(tmpdir(), 'tourneo-restore-'));
  try {
    const manifest = await extractBackup(file, staging);
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      throw new Error(
        `sauvegarde ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embarquée'} : ` +
          `elle se restaure ${manifest.engine === 'postgres' ? 'avec DATABASE_URL' : 'sans DATABASE_URL'}`,
      );
    }
    const filesRoot = path.join(config.dataDir, FILES);
    if (existsSync(filesRoot) && (await readdir(filesRoot)).length > 0) {
      throw new Error(`${filesRoot} n'est pas vide : restaurez dans un dossier nouveau`);
    }
    const database = config.databaseUrl
      ? await restorePostgres(config.databaseUrl, path.join(staging, POSTGRES_DUMP))
      : await restorePglite(config.dataDir, path.join(staging, PGLITE_DUMP));
    await mkdir(filesRoot, { recursive: true });
    await cp(path.join(staging, FILES), filesRoot, { recursive: true });
    if (manifest.secretKeyIncluded) {
      await restoreSecretKey(path.join(staging, SECRET_KEY_FILE), path.join(config.dataDir, SECRET_KEY_FILE));
    }
    const restored: Snapshot = { ...database, files: await snapshotFiles(filesRoot) };
    return { manifest, restored, differences: compareSnapshots(manifest.snapshot, restored) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
