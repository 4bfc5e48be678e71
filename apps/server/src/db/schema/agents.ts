import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const agents = pgTable(
  'agents',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    adresse: text('adresse').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Null until the agent chooses one through an invitation (created without a password). */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // The agent app signs in by agent name: one name, one agent, whatever the case or outer spaces.
    uniqueIndex('agents_company_name_unique').on(table.companyId, sql`lower(btrim(${table.name}))`),
  ],
);
