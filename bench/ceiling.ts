/**
 * The ceiling of a list call: a bare Fastify server answering one query on the bench data, with no
 * session, no schema and no framework around it (CEILING=pg-unnamed | pg-named | pglite).
 * DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite); COMPANY_ID is the bench company.
 */
import Fastify from 'fastify';

const TEXT = 'select id, name, postal_code, adresse from agents where company_id = $1 order by id';
const companyId = Number(process.env.COMPANY_ID);
const mode = process.env.CEILING ?? 'pg-unnamed';

let query: () => Promise<readonly unknown[]>;
let close: () => Promise<void>;
if (mode === 'pglite') {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(process.env.DATA_DIR, { extensions: { btree_gist, pg_trgm } });
  query = async () => (await client.query<Record<string, unknown>>(TEXT, [companyId])).rows;
  close = () => client.close();
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const named = mode === 'pg-named';
  const config = named
    ? { name: 'ceiling', text: TEXT, values: [companyId] }
    : { text: TEXT, values: [companyId] };
  query = async () => (await pool.query<Record<string, unknown>>(config)).rows;
  close = () => pool.end();
}

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/', async () => ({ success: true, data: await query() }));
app.addHook('onClose', async () => close());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 3002), host: process.env.HOST ?? '127.0.0.1' });
