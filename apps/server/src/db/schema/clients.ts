import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { operations } from './operations.ts';

export const clients = pgTable(
  'clients',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    prenom: text('prenom'),
    email: text('email'),
    telephone: text('telephone'),
    adresse: text('adresse').notNull(),
    codePostal: text('code_postal').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    operationId: integer('operation_id'),
    campagne: text('campagne'),
    /** The client's booking link token: 128 random bits, base64url. */
    uniqueLink: text('unique_link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('clients_unique_link_unique').on(table.uniqueLink),
    index('clients_company_name_idx').on(table.companyId, table.name),
    foreignKey({
      columns: [table.companyId, table.operationId],
      foreignColumns: [operations.companyId, operations.id],
    }),
  ],
);
