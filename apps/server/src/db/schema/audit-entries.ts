import { sql } from 'drizzle-orm';
import type { AuditAction, AuditActorKind } from '@tourneo/domain';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRow, instantColumn } from './columns.ts';

/**
 * The company's audit log (issue 26, decision 0039): one chain per company, `seq` 1, 2, 3… Each
 * entry stores the hash of the one before it (`previous_hash`; 64 zeros for the first) and its own
 * (`hash`, SHA-256 over a canonical serialisation of its fields and `previous_hash`), so that a
 * changed, removed or inserted entry breaks the chain at that place. Appended only by
 * `modules/audit` under a per-company advisory lock. `person_id` has no foreign key: the entry
 * outlives a removed person. `details` holds ids and codes, never personal data.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    ...companyRow(),
    seq: integer('seq').notNull(),
    at: instantColumn('at').notNull(),
    actor: text('actor').$type<AuditActorKind>().notNull(),
    personId: integer('person_id'),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('audit_entries_company_seq_unique').on(table.companyId, table.seq),
    index('audit_entries_company_action_idx').on(table.companyId, table.action, table.seq),
    index('audit_entries_company_person_idx').on(table.companyId, table.personId, table.seq),
    check('audit_entries_actor_check', sql`${table.actor} in ('person', 'owner', 'system')`),
    check('audit_entries_seq_check', sql`${table.seq} >= 1`),
  ],
);
