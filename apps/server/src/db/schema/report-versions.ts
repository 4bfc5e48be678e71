import { sql } from 'drizzle-orm';
import type { FormFieldType, UploadMimeType } from '@tourneo/domain';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';
import { missions } from './missions.ts';
import type { MissionFileKind } from './mission-reports.ts';

/** Who completed a report version: an agent (the app's 'Terminer'), a person or the owner (the back office). */
export const REPORT_AUTHOR_KINDS = ['agent', 'person', 'owner'] as const;
export type ReportAuthorKind = (typeof REPORT_AUTHOR_KINDS)[number];

/** A frozen answer: the question's label and type copied, as `mission_answers` holds them. */
export interface FrozenAnswer {
  field_id: number;
  field_type: FormFieldType;
  field_label: string;
  value: string | number | boolean | string[];
}

/**
 * The versions of a mission's report (issue 39): each time the mission becomes completed, its
 * report as it stands is frozen here as version 1, 2, … (answers, who and when), its files in
 * `report_version_files`. A reopened mission's new answers and signature never overwrite an
 * earlier version. `completed_by_id` has no foreign key: the version outlives a removed agent or
 * person, whose name it keeps (`completed_by_name`).
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    ...companyRow(),
    missionId: integer('mission_id').notNull(),
    version: integer('version').notNull(),
    completedAt: instantColumn('completed_at').notNull(),
    /** Null when not known: a mission completed before report versions existed, frozen later. */
    completedByKind: text('completed_by_kind').$type<ReportAuthorKind>(),
    completedById: integer('completed_by_id'),
    completedByName: text('completed_by_name'),
    answers: jsonb('answers').$type<FrozenAnswer[]>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.missionId, missions).onDelete('cascade'),
    uniqueIndex('report_versions_mission_version_unique').on(table.companyId, table.missionId, table.version),
    check('report_versions_version_check', sql`${table.version} >= 1`),
    check(
      'report_versions_completed_by_kind_check',
      sql`${table.completedByKind} in ('agent', 'person', 'owner')`,
    ),
  ],
);

/**
 * The files of a report version, copies of the mission's file rows when it was frozen. They name
 * the same stored bytes (`storage_key`): a key stays in the storage while a mission file or a
 * version file names it (the purge of deleted_files checks both). A trigger added by hand to the
 * migration lists a deleted row's key in deleted_files, as mission_files' does.
 */
export const reportVersionFiles = pgTable(
  'report_version_files',
  {
    ...companyRow(),
    versionId: integer('version_id').notNull(),
    kind: text('kind').$type<MissionFileKind>().notNull(),
    fieldId: integer('field_id'),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').$type<UploadMimeType>().notNull(),
    size: integer('size').notNull(),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.versionId, reportVersions).onDelete('cascade'),
    index('report_version_files_version_idx').on(table.companyId, table.versionId),
    index('report_version_files_storage_key_idx').on(table.companyId, table.storageKey),
    check('report_version_files_kind_check', sql`${table.kind} in ('photo', 'signature')`),
    check('report_version_files_signature_check', sql`${table.kind} = 'photo' or ${table.fieldId} is null`),
    check('report_version_files_size_check', sql`${table.size} > 0`),
  ],
);
