/**
 * The pieces every repository's statements are made of, written once: a company's rows matched by
 * their columns, a join inside one company, a raw statement's rows, a write that says whether it
 * touched a row. Repositories still build their own queries (docs/architecture.md); these only
 * spell the parts that were the same everywhere.
 */
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFieldsFlat,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './client.ts';

/** A table whose rows belong to a company (its `company_id` column). */
export type CompanyTable = PgTable & { companyId: PgColumn };

type ColumnsOf<T extends PgTable> = T['_']['columns'];

/** Values some columns of `T` must equal, by column name: `{ id }`, `{ sessionId, agentId }`. */
export type ColumnMatch<T extends PgTable> = {
  [K in keyof ColumnsOf<T>]?: ColumnsOf<T>[K]['_']['data'];
};

/**
 * The company's rows of `table` whose columns equal `match`, and that every `also` keeps:
 * `company_id = … and id = … and …`. A value left undefined is refused rather than left out, so
 * that a missing id never widens a statement to the whole company.
 */
export function inCompany<T extends CompanyTable>(
  table: T,
  companyId: number,
  match: ColumnMatch<T> = {},
  ...also: (SQL | undefined)[]
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const equalities = Object.entries(match).map(([name, value]) => {
    if (value === undefined) {
      throw new Error(`inCompany: no value for ${name}`);
    }
    return eq(columns[name]!, value);
  });
  return and(eq(table.companyId, companyId), ...equalities, ...also)!;
}

/**
 * A join inside one company: `joined`'s rows of the same company as `from` that `on` keeps, e.g.
 * `sameCompany(operations, clients, eq(operations.id, clients.operationId))`.
 */
export function sameCompany(joined: { companyId: PgColumn }, from: { companyId: PgColumn }, on: SQL): SQL {
  return and(eq(joined.companyId, from.companyId), on)!;
}

/** Whether the company has the row `id` of `table`. */
export async function hasCompanyRow(
  db: Executor,
  table: CompanyTable & { id: PgColumn },
  companyId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
  return row !== undefined;
}

/** The oldest (lowest id) of the company's rows of `table` that every `also` keeps, or undefined. */
export async function firstCompanyRowId(
  db: Executor,
  table: CompanyTable & { id: PgColumn },
  companyId: number,
  ...also: SQL[]
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), ...also))
    .orderBy(asc(table.id))
    .limit(1);
  return row?.id as number | undefined;
}

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer it with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Inserts `values` unless a row with the same key exists (even under a race); true when inserted. */
export async function insertIfAbsent<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
): Promise<boolean> {
  const rows = await db
    .insert(table)
    .values(values)
    .onConflictDoNothing()
    .returning({ inserted: sql`1` });
  return rows.length > 0;
}

/** Deletes the rows of `table` that `where` keeps; answers how many there were. */
export async function deleteRows(db: Executor, table: PgTable, where: SQL): Promise<number> {
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ deleted: sql`1` });
  return rows.length;
}

/** Sets `values` on the rows of `table` that `where` keeps; answers how many there were. */
export async function updateRows<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL,
): Promise<number> {
  const rows = await db
    .update(table)
    .set(values)
    .where(where)
    .returning({ updated: sql`1` });
  return rows.length;
}

/**
 * Sets `values` on the company's row `id` of `table`; answers the row as `columns` read it after
 * the change, or undefined when the company has no such row (the caller's 404).
 */
export async function updateCompanyRow<
  T extends CompanyTable & { id: PgColumn },
  F extends SelectedFieldsFlat,
>(
  db: Executor,
  table: T,
  companyId: number,
  id: number,
  values: PgUpdateSetSource<T>,
  columns: F,
): Promise<SelectResultFields<F> | undefined> {
  const rows = await db
    .update(table)
    .set(values)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .returning(columns);
  // Drizzle types the rows of a given table; for any table, they are the columns' values.
  return (rows as unknown as SelectResultFields<F>[])[0];
}

/** What the use of a single-use link reads of its row: its key, its expiry, its use. */
export const linkFields = <
  T extends { companyId: PgColumn; id: PgColumn; expiresAt: PgColumn; usedAt: PgColumn },
>(
  table: T,
) => ({ companyId: table.companyId, id: table.id, expiresAt: table.expiresAt, usedAt: table.usedAt });
