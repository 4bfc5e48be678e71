import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, instantColumn } from './columns.ts';
import { people } from './people.ts';

/**
 * Server-side admin sessions. The cookie holds a random token; only its SHA-256 is stored.
 * `person_id`: a person's session (issue 26), null for the company login (the owner); a removed
 * person's sessions go with it (and every server forgets them: migration 0026's triggers).
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: companyIdColumn(),
    personId: integer('person_id'),
    createdAt: createdAtColumn(),
    expiresAt: instantColumn('expires_at').notNull(),
    /** The last request seen (at most once a minute; decision 0038): not announced to the servers. */
    lastUsedAt: instantColumn('last_used_at'),
    /** A summary of the browser ('Firefox sur Linux'), for the account's sessions list. */
    device: text('device'),
    /** The network it signed in from, masked (/24 of IPv4, /48 of IPv6): never the full address. */
    ipNetwork: text('ip_network'),
  },
  (table) => [
    index('admin_sessions_company_idx').on(table.companyId),
    index('admin_sessions_person_idx').on(table.companyId, table.personId),
    foreignKey({
      columns: [table.companyId, table.personId],
      foreignColumns: [people.companyId, people.id],
    }).onDelete('cascade'),
  ],
);
