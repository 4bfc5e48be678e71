import pg from 'pg';

/*
 * Each worker of the PostgreSQL project has a database of its own, `<test database>_w<worker>`
 * (VITEST_POOL_ID), as each PGlite worker has its own: files run side by side without seeing each
 * other's writes, notifications (LISTEN/NOTIFY is per database) or fake clocks (a login at a fixed
 * instant a year ahead purges every session it finds expired). The files of one worker share its
 * database and isolate by company, as before. apps/server/src/test/reset-postgres.ts drops these
 * databases at the start of a run.
 */
const base = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (base && worker && process.env.TEST_WORKER_DATABASE_URL !== base) {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_w${worker}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } catch (error) {
    // Made by an earlier process of the same worker number: kept, its migrations already applied.
    if ((error as { code?: string }).code !== '42P04') {
      throw error;
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_WORKER_DATABASE_URL = process.env.TEST_DATABASE_URL;
}
