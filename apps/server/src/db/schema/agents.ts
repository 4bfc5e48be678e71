import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);
