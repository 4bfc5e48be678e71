import pg from 'pg';

/** Once per run: an empty schema in the test database, migrated afresh by the first worker. */
export default async function resetPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
}
