import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';
import { missions } from './missions.ts';

/**
 * The reopenings of completed appointments (issue 39, decision 0047): each one's reason, typed by
 * the back office, kept here rather than in the audit log. A reason may name the client (« Mme
 * Dupont absente »): the chained log, which no erasure may rewrite (decision 0039), keeps only
 * this row's id (`reopening_id`) and shows the reason by joining it. A client's GDPR erasure
 * empties the reasons of its missions (`reason` null, `reason_erased_at` set); a deleted mission
 * takes its reopenings with it.
 */
export const reopenings = pgTable(
  'reopenings',
  {
    ...companyRow(),
    missionId: integer('mission_id').notNull(),
    /** The report's version the reopening left behind; null when the mission was not completed (a completed session of an open mission). */
    reportVersion: integer('report_version'),
    /** The reason, trimmed (3 to 500 characters); null once erased. */
    reason: text('reason'),
    /** When a client's GDPR erasure emptied the reason. */
    reasonErasedAt: instantColumn('reason_erased_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.missionId, missions).onDelete('cascade'),
    index('reopenings_mission_idx').on(table.companyId, table.missionId),
    // A reason, or the mark of its erasure: never both, never neither.
    check('reopenings_reason_check', sql`(${table.reason} is null) = (${table.reasonErasedAt} is not null)`),
  ],
);
