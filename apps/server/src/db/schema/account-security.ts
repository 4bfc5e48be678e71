import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';
import { people } from './people.ts';

/**
 * The TOTP second factor of an account (issue 26, decision 0038): a person's, or the owner's
 * (`person_id` null: the company login). The secret is encrypted with SECRET_KEY; until
 * `confirmed_at` the enrolment is pending (a first code confirms it). `last_used_step`: the time
 * step of the last accepted code, so that no code serves twice. The recovery codes are kept as
 * SHA-256 hashes; one used is removed from the array.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    ...companyRow(),
    personId: integer('person_id'),
    secret: text('secret').notNull(),
    confirmedAt: instantColumn('confirmed_at'),
    lastUsedStep: integer('last_used_step'),
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('totp_factors_account_unique').on(table.companyId, sql`coalesce(${table.personId}, 0)`),
    companyForeignKey(table, table.personId, people).onDelete('cascade'),
    index('totp_factors_person_idx').on(table.companyId, table.personId),
  ],
);
