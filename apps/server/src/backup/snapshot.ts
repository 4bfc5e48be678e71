import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Runs one SQL text and gives its rows: a `pg` client's or PGlite's `query`. */
export type QueryRunner = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * What a backup must give back, to compare a restore with its source: each table's row count and
 * a checksum of its rows (independent of their physical order), each sequence's position, and
 * each file's SHA-256.
 */
export interface Snapshot {
  tables: Record<string, { rows: number; checksum: string }>;
  sequences: Record<string, string | null>;
  files: Record<string, string>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table and sequence of the database but PostgreSQL's own catalogs. */
export async function snapshotDatabase(query: QueryRunner): Promise<Omit<Snapshot, 'files'>> {
  const { rows: tableRows } = await query(`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const tables: Snapshot['tables'] = {};
  for (const { schema, name } of tableRows as { schema: string; name: string }[]) {
    const { rows } = await query(`
      select count(*)::int as rows,
             coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum
      from ${quote(schema)}.${quote(name)} t`);
    const row = rows[0] as { rows: number; checksum: string };
    tables[`${schema}.${name}`] = { rows: Number(row.rows), checksum: row.checksum };
  }
  const { rows: sequenceRows } = await query(`
    select schemaname as schema, sequencename as name, last_value::text as position from pg_sequences
    where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`);
  const sequences: Snapshot['sequences'] = {};
  for (const { schema, name, position } of sequenceRows as {
    schema: string;
    name: string;
    position: string | null;
  }[]) {
    sequences[`${schema}.${name}`] = position;
  }
  return { tables, sequences };
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** The files under `root` (photos, signatures, invoices...) by relative path, with their SHA-256. */
export async function snapshotFiles(root: string): Promise<Snapshot['files']> {
  const files: Snapshot['files'] = {};
  if (!existsSync(root)) {
    return files;
  }
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of paths) {
    files[path.relative(root, file).split(path.sep).join('/')] = await sha256Of(file);
  }
  return files;
}

/** What differs between two snapshots, one French line per table, sequence or file; empty: identical. */
export function compareSnapshots(expected: Snapshot, actual: Snapshot): string[] {
  const differences: string[] = [];
  const compare = <T>(
    kind: string,
    left: Record<string, T>,
    right: Record<string, T>,
    show: (value: T) => string,
  ) => {
    for (const key of [...new Set([...Object.keys(left), ...Object.keys(right)])].sort()) {
      if (!(key in right)) {
        differences.push(`${kind} ${key} : absent après restauration`);
      } else if (!(key in left)) {
        differences.push(`${kind} ${key} : en trop après restauration`);
      } else if (JSON.stringify(left[key]) !== JSON.stringify(right[key])) {
        differences.push(`${kind} ${key} : ${show(left[key]!)} attendu, ${show(right[key]!)} trouvé`);
      }
    }
  };
  compare('table', expected.tables, actual.tables, (value) => `${value.rows} lignes (${value.checksum})`);
  compare('séquence', expected.sequences, actual.sequences, (value) => String(value));
  compare('fichier', expected.files, actual.files, (value) => value.slice(0, 12));
  return differences;
}
