import { sql } from 'drizzle-orm';
import { doublePrecision, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRow, createdAtColumn } from './columns.ts';

export const agents = pgTable(
  'agents',
  {
    ...companyRow(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    adresse: text('adresse').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Null until the agent chooses one through an invitation (created without a password). */
    passwordHash: text('password_hash'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    // The agent app signs in by agent name: one name, one agent, whatever the case or outer spaces.
    uniqueIndex('agents_company_name_unique').on(table.companyId, sql`lower(btrim(${table.name}))`),
  ],
);
