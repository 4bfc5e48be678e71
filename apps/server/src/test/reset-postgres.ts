import pg from 'pg';

/**
 * Once per run: an empty schema in the test database, and none of the workers' databases
 * (`<its name>_w<worker>`, apps/server/src/test/worker-postgres.ts, and the ones tests made beside
 * those): each is made and migrated afresh by its worker.
 */
export default async function resetPostgres(): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = decodeURIComponent(url.pathname.slice(1));
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
    );
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${name}_w`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname.replaceAll('"', '""')}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
