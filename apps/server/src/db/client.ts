import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { parseTypesOnce } from './pglite-parsers.ts';

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
  /** The PostgreSQL pool's connections (PostgreSQL only): the metrics report them. */
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Connections of a server's pool (pg-boss and the LISTEN connection come on top). */
const POOL_MAX = 10;
/**
 * How long a query waits for a connection before failing (answered 503): while the database is
 * restarting or out of reach, requests fail in seconds instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;
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
  /**
   * PostgreSQL only: an idle connection of the pool was lost (the database restarted, stopped or
   * failed over). The pool drops it and opens another on the next query; this only reports it.
   */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.onIdleConnectionError);
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
  const { forDrizzle, forJobQueue } = parseTypesOnce(client);
  const db = drizzle({ client: forDrizzle, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    pglite: forJobQueue,
    close: () => client.close(),
  };
}

async function openPostgres(
  databaseUrl: string,
  onIdleConnectionError: (error: Error) => void = reportLostConnection,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Without a listener, the 'error' of an idle connection (57P01 when PostgreSQL restarts) would
  // end the process: the pool has already dropped that connection and opens a new one when needed.
  pool.on('error', onIdleConnectionError);
  // A connection held by a transaction between two statements has no listener of the pool's: its
  // 'error' would end the process too. The statement under way fails, and the pool drops the
  // connection when it is given back.
  pool.on('connect', (connection) => connection.on('error', onIdleConnectionError));
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
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    databaseUrl,
    poolStats: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

function reportLostConnection(error: Error) {
  process.stderr.write(
    `base de données : connexion perdue (${(error as { code?: string }).code ?? error.message})\n`,
  );
}

/** How many migrations this code ships (drizzle-kit's journal). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The rows of a raw `db.execute(sql\`…\`)`, whichever driver ran it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) {
    return 0;
  }
  const [count] = rowsOf<{ applied: number }>(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return Number(count?.applied ?? 0);
}
