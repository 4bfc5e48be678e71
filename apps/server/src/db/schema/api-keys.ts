import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';

/**
 * A company's keys to the public API (`/api/v1`, decision 0034). The key itself is shown once at
 * creation; only its SHA-256 is kept (the key is 256 random bits: a slow hash adds nothing), found
 * by a unique index whichever the company. Revoked keys stay listed, with the time of revocation.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...companyRow(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, `trn_AbCd`, shown in the list. */
    prefix: text('prefix').notNull(),
    createdAt: createdAtColumn(),
    /** Written at most once a minute per key (the list shows the minute, not every call). */
    lastUsedAt: instantColumn('last_used_at'),
    revokedAt: instantColumn('revoked_at'),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('api_keys_key_hash_idx').on(table.keyHash),
    index('api_keys_company_idx').on(table.companyId, table.createdAt),
    check('api_keys_scope_check', sql`${table.scope} in ('read', 'write')`),
  ],
);
