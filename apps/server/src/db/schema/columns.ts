/**
 * The columns and keys every table a company owns is made of, written once: the tables are keyed
 * by (company_id, id), and refer to each other inside one company by (company_id, other_id). Each
 * helper answers a new builder: Drizzle builders must not be shared between tables.
 */
import {
  foreignKey,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** `company_id`, the company the row belongs to; its rows go when the company is deleted. */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `id`, numbered by the database; unique with `company_id` (`companyKey`). */
export const rowIdColumn = () => integer('id').generatedAlwaysAsIdentity();

/** The first columns of a company's row: its company and its id. */
export const companyRow = () => ({ companyId: companyIdColumn(), id: rowIdColumn() });

/** An instant (every timestamp of the schema is stored with its time zone). */
export const instantColumn = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, the database's clock unless given. */
export const createdAtColumn = () => instantColumn('created_at').notNull().defaultNow();

/** `updated_at`, the database's clock unless given (the writers set it again on a change). */
export const updatedAtColumn = () => instantColumn('updated_at').notNull().defaultNow();

/** The key of a company's rows: (company_id, id). */
export const companyKey = (table: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [table.companyId, table.id] });

/**
 * A reference to a row of the same company: (company_id, `column`) → `target`'s (company_id, id).
 * The caller adds its ON DELETE rule, if any.
 */
export const companyForeignKey = (
  table: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  target: { companyId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ columns: [table.companyId, column], foreignColumns: [target.companyId, target.id] });

/**
 * The columns of a single-use link (an invitation, a password reset): only its token's SHA-256 is
 * stored; it works once (`used_at`) and until `expires_at`; `createdAt` is the table's own column.
 */
export const singleUseLinkColumns = <CreatedAt>(createdAt: CreatedAt) => ({
  tokenHash: text('token_hash').notNull(),
  createdAt,
  expiresAt: instantColumn('expires_at').notNull(),
  usedAt: instantColumn('used_at'),
});

/**
 * The keys of a single-use link's table `name`: (company_id, id), and its token's hash unique: the
 * link carries the token alone, it is found by its hash whatever the company.
 */
export const singleUseLinkKeys = (
  name: string,
  table: { companyId: AnyPgColumn; id: AnyPgColumn; tokenHash: AnyPgColumn },
) => [companyKey(table), uniqueIndex(`${name}_token_unique`).on(table.tokenHash)];
