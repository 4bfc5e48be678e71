import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, instantColumn } from './columns.ts';

/** Server-side admin sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: companyIdColumn(),
    createdAt: createdAtColumn(),
    expiresAt: instantColumn('expires_at').notNull(),
  },
  (table) => [index('admin_sessions_company_idx').on(table.companyId)],
);
