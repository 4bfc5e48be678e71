import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

/**
 * What every use case of a company is given, beside its own input: `verbNoun({ db, companyId, ...input })`.
 * A use case that joins its caller's transaction takes the transaction as `db`
 * (`CompanyScope<Transaction>`, or `CompanyScope<Executor>` when it runs either way).
 */
export interface CompanyScope<Db extends Executor = Database> {
  db: Db;
  companyId: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only): the job queue talks to it in process. */
  pglite?: import('@electric-sql/pglite').PGlite;
  /** The PostgreSQL URL (PostgreSQL only): the job queue opens its own pool on it. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: serialises migrations when several app servers start at once. */
const MIGRATION_LOCK_ID = 7_261_843;

/**
 * Opens the database and brings its schema up to date.
 * `databaseUrl` selects PostgreSQL; otherwise PGlite stores its files in `dataDir`
 * (or stays in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl);
  }
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, driver: 'pglite', pglite: client, close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const lockClient = await pool.connect();
  // A migration that changes data says so with RAISE NOTICE (e.g. duplicate names renamed in 0007);
  // those carry SQLSTATE 00000, unlike the server's own "already exists, skipping" notices.
  const printNotice = (notice: { message?: string; code?: string }) => {
    if (notice.code === '00000') {
      process.stderr.write(`migration : ${notice.message ?? ''}\n`);
    }
  };
  lockClient.on('notice', printNotice);
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.off('notice', printNotice);
    lockClient.release();
  }
  const db = drizzle({ client: pool, schema });
  return { db: db as unknown as Database, driver: 'postgres', databaseUrl, close: () => pool.end() };
}
