import type { Executor } from './client.ts';

/*
 * Hot statements built once (decision 0027): Drizzle's `.prepare(name)` keeps the SQL text it built,
 * so a call only fills in the placeholders, and on PostgreSQL the statement is named, parsed and
 * planned once per connection. Behind a transaction-mode pooler, named statements need PgBouncer
 * 1.21 or later with `max_prepared_statements` set (README, "Sessions en mémoire, pool de
 * connexions"). A name must always stand for the same SQL text.
 */
const statements = new WeakMap<Executor, Map<string, unknown>>();

/** The statement `name` of `db`, built by `build` on its first use. */
export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  let statement = ofDb.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    ofDb.set(name, statement);
  }
  return statement;
}
