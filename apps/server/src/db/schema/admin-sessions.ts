import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Server-side admin sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_company_idx').on(table.companyId)],
);
