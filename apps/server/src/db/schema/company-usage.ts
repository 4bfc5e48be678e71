import { integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * What a company uses of its plan's counted limits, kept exact by database triggers on agents, forms
 * and clients (migration 0027): read instead of counting those tables.
 */
export const companyUsage = pgTable('company_usage', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  agents: integer('agents').notNull().default(0),
  forms: integer('forms').notNull().default(0),
  clients: integer('clients').notNull().default(0),
});
