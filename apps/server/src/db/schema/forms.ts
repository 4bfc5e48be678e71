import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRow, createdAtColumn, updatedAtColumn } from './columns.ts';

/** Custom intervention forms that operation types attach to their missions. */
export const forms = pgTable(
  'forms',
  {
    ...companyRow(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    companyKey(table),
    // "Rapport" and "rapport" are the same form to a user.
    uniqueIndex('forms_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
  ],
);
