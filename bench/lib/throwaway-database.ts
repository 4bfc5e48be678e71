// A PostgreSQL database of the benchmark's own, dropped afterwards: the bench companies have
// invoices, which the product keeps ten years (a company with invoices cannot be deleted,
// decision 0031), so the benchmark never writes them into a database it does not throw away.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The server's maintenance database at the same address (where databases are created). */
const adminUrl = (url: string) => new URL('/postgres', url).toString();

/**
 * Runs `body` on a new database beside the one at `databaseUrl` (same server, same user), dropped
 * when it ends, whatever happens; without `databaseUrl` (PGlite, a temporary directory the caller
 * removes) `body` gets undefined.
 */
export async function withThrowawayDatabase<R>(
  databaseUrl: string | undefined,
  body: (throwawayUrl: string | undefined) => Promise<R>,
): Promise<R> {
  if (!databaseUrl) {
    return body(undefined);
  }
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || 'tourneo'}_bench_${randomUUID().slice(0, 8)}`;
  await runAsAdmin(databaseUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    await runAsAdmin(databaseUrl, `drop database if exists "${name}" with (force)`);
  }
}

async function runAsAdmin(databaseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
