import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { REPOSITORY_ROOT } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoCompanyIfEmpty } from '../seed/demo.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createFreshDatabase } from '../test/server-process.ts';
import { openPglite } from './backup.ts';
import { compareSnapshots, snapshotDatabase, snapshotFiles, type Snapshot } from './snapshot.ts';

/*
 * `make backup` then `make restore` (the two commands, as processes) into a new database and a new
 * data folder: the demo company with its two months of activity (missions, reports, photos,
 * signatures) and an invoice file; after the restore, every table's row count and checksum, every
 * sequence and every file's SHA-256 equal the source's, compared here directly as well as by the
 * restore itself. PostgreSQL in its project, the embedded database in the PGlite one.
 */

/** Seeding the demo and two processes: seconds alone, minutes on a busy machine. */
const TIMEOUT_MS = 900_000;
const directories: string[] = [];
const temporaryDirectory = (prefix: string) => {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  directories.push(directory);
  return directory;
};
afterAll(() => {
  for (const directory of directories.splice(0)) {
    rmSync(directory, { recursive: true, force: true });
  }
});

function runCommand(script: 'backup' | 'restore', argument: string, env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPOSITORY_ROOT, `apps/server/src/cli/${script}.ts`), argument],
      { cwd: REPOSITORY_ROOT, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The source's data folder, with the demo's files and an invoice beside them. */
async function seedSource(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const storage = createLocalStorage(path.join(dataDir, 'files'));
    expect(await seedDemoCompanyIfEmpty(handle.db, { storage, withActivity: true })).toBe(true);
  } finally {
    await handle.close();
  }
  mkdirSync(path.join(dataDir, 'files/factures/2026'), { recursive: true });
  writeFileSync(path.join(dataDir, 'files/factures/2026/FA-2026-0001.pdf'), '%PDF-1.7 facture de test\n');
}

async function backUpAndRestore(source: Record<string, string>, target: Record<string, string>) {
  const backup = await runCommand('backup', temporaryDirectory('tourneo-backups-'), source);
  expect(backup.code, backup.stderr).toBe(0);
  const file = /Sauvegarde écrite : (.+)$/m.exec(backup.stdout)?.[1];
  expect(file, backup.stdout).toBeDefined();
  const restore = await runCommand('restore', file!, target);
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(/^Restauration vérifiée : \d+ tables, \d+ lignes, \d+ fichiers identiques/m);
  return file!;
}

/** The demo's data is there at all: a comparison of empty snapshots would prove nothing. */
function expectRealData(snapshot: Snapshot) {
  expect(snapshot.tables['public.missions']?.rows).toBeGreaterThan(20);
  expect(snapshot.tables['public.mission_files']?.rows).toBeGreaterThan(5);
  expect(Object.keys(snapshot.files).filter((file) => file.startsWith('companies/')).length).toBeGreaterThan(
    5,
  );
  expect(snapshot.files['factures/2026/FA-2026-0001.pdf']).toMatch(/^[0-9a-f]{64}$/);
}

describe.runIf(process.env.TEST_DB === 'postgres')('make backup and make restore, PostgreSQL', () => {
  it(
    'a restore into a new database gives back every row, sequence and file',
    { timeout: TIMEOUT_MS },
    async () => {
      const sourceUrl = await createFreshDatabase('backup_source');
      const targetUrl = await createFreshDatabase('backup_target', { create: false });
      const sourceDir = temporaryDirectory('tourneo-backup-source-');
      const targetDir = temporaryDirectory('tourneo-backup-target-');
      await seedSource(sourceUrl, sourceDir);
      // The restore creates the target database itself.
      const file = await backUpAndRestore(
        { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir },
        { DATABASE_URL: targetUrl, DATA_DIR: targetDir },
      );
      const snapshotOf = async (url: string, dataDir: string): Promise<Snapshot> => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return {
            ...(await snapshotDatabase((text) => client.query(text))),
            files: await snapshotFiles(path.join(dataDir, 'files')),
          };
        } finally {
          await client.end();
        }
      };
      const original = await snapshotOf(sourceUrl, sourceDir);
      expectRealData(original);
      expect(compareSnapshots(original, await snapshotOf(targetUrl, targetDir))).toEqual([]);
      // A database that already holds tables is never restored over.
      const again = await runCommand('restore', file, {
        DATABASE_URL: targetUrl,
        DATA_DIR: temporaryDirectory('tourneo-backup-again-'),
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("n'est pas vide : restaurez dans une base nouvelle");
    },
  );
});

describe.runIf(process.env.TEST_DB === 'pglite')('make backup and make restore, embedded database', () => {
  it(
    'a restore into a new data folder gives back every row, sequence and file',
    { timeout: TIMEOUT_MS },
    async () => {
      const sourceDir = temporaryDirectory('tourneo-backup-source-');
      const targetDir = path.join(temporaryDirectory('tourneo-backup-target-'), 'data');
      await seedSource(undefined, sourceDir);
      writeFileSync(path.join(sourceDir, 'secret.key'), 'ab'.repeat(32));
      await backUpAndRestore({ DATA_DIR: sourceDir }, { DATA_DIR: targetDir });
      const snapshotOf = async (dataDir: string): Promise<Snapshot> => {
        const pglite = await openPglite(dataDir);
        try {
          return {
            ...(await snapshotDatabase((text) => pglite.query(text))),
            files: await snapshotFiles(path.join(dataDir, 'files')),
          };
        } finally {
          await pglite.close();
        }
      };
      const original = await snapshotOf(sourceDir);
      expectRealData(original);
      expect(compareSnapshots(original, await snapshotOf(targetDir))).toEqual([]);
      // The key of the secrets at rest came along: the partners' SMTP passwords stay readable.
      expect(readFileSync(path.join(targetDir, 'secret.key'), 'utf8')).toBe('ab'.repeat(32));
    },
  );
});

describe('comparing snapshots', () => {
  it('names each table, sequence and file that differs', () => {
    const expected: Snapshot = {
      tables: { 'public.clients': { rows: 2, checksum: 'a' }, 'public.roles': { rows: 1, checksum: 'b' } },
      sequences: { 'public.clients_id_seq': '2' },
      files: { 'photos/1.jpg': 'f'.repeat(64), 'photos/2.jpg': 'e'.repeat(64) },
    };
    const actual: Snapshot = {
      tables: { 'public.clients': { rows: 2, checksum: 'c' } },
      sequences: { 'public.clients_id_seq': '1' },
      files: { 'photos/1.jpg': 'f'.repeat(64), 'photos/3.jpg': 'e'.repeat(64) },
    };
    expect(compareSnapshots(expected, expected)).toEqual([]);
    expect(compareSnapshots(expected, actual)).toEqual([
      'table public.clients : 2 lignes (a) attendu, 2 lignes (c) trouvé',
      'table public.roles : absent après restauration',
      'séquence public.clients_id_seq : 2 attendu, 1 trouvé',
      'fichier photos/2.jpg : absent après restauration',
      'fichier photos/3.jpg : en trop après restauration',
    ]);
  });
});
