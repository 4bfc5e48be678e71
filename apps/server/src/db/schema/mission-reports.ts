import { sql } from 'drizzle-orm';
import type { FormFieldType, UploadMimeType } from '@tourneo/domain';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyForeignKey,
  companyIdColumn,
  companyKey,
  companyRow,
  createdAtColumn,
  instantColumn,
  updatedAtColumn,
} from './columns.ts';
import { missions } from './missions.ts';

/**
 * A mission's answers to its operation's form, one row per question. The question's type and label
 * are copied: a report keeps its meaning when the form is edited later (no foreign key to
 * form_fields, whose rows a form edit may delete). `value` is JSON typed by the question
 * (text, number, boolean, option values), checked by the domain's `checkAnswer`.
 */
export const missionAnswers = pgTable(
  'mission_answers',
  {
    companyId: companyIdColumn(),
    missionId: integer('mission_id').notNull(),
    fieldId: integer('field_id').notNull(),
    fieldType: text('field_type').$type<FormFieldType>().notNull(),
    fieldLabel: text('field_label').notNull(),
    value: jsonb('value').$type<string | number | boolean | string[]>().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.missionId, table.fieldId] }),
    companyForeignKey(table, table.missionId, missions).onDelete('cascade'),
  ],
);

export const MISSION_FILE_KINDS = ['photo', 'signature'] as const;
export type MissionFileKind = (typeof MISSION_FILE_KINDS)[number];

/**
 * Photos, files and the client's signature of a mission: the bytes live in the file storage
 * (apps/server/src/storage), under `storage_key`, a key the server makes from ids and a random
 * UUID (never from user input). `field_id` is the image or file question a photo answers, null
 * for a mission photo and the signature. One signature per mission.
 */
export const missionFiles = pgTable(
  'mission_files',
  {
    ...companyRow(),
    missionId: integer('mission_id').notNull(),
    kind: text('kind').$type<MissionFileKind>().notNull(),
    fieldId: integer('field_id'),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').$type<UploadMimeType>().notNull(),
    size: integer('size').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.missionId, missions).onDelete('cascade'),
    index('mission_files_mission_idx').on(table.companyId, table.missionId),
    uniqueIndex('mission_files_storage_key_unique').on(table.companyId, table.storageKey),
    uniqueIndex('mission_files_one_signature_unique')
      .on(table.companyId, table.missionId)
      .where(sql`${table.kind} = 'signature'`),
    check('mission_files_kind_check', sql`${table.kind} in ('photo', 'signature')`),
    check('mission_files_signature_check', sql`${table.kind} = 'photo' or ${table.fieldId} is null`),
    check(
      'mission_files_mime_type_check',
      sql`${table.mimeType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    ),
    check('mission_files_size_check', sql`${table.size} > 0`),
  ],
);

/**
 * Storage keys of deleted file rows, whatever deleted them (a signature replaced, a photo removed,
 * a mission or a company deleted by cascade): a trigger added by hand to the migration writes them
 * here, and the mobile module deletes the stored files, so no file outlives its row for long.
 */
export const deletedFiles = pgTable(
  'deleted_files',
  {
    // No foreign key: the rows outlive a deleted company, whose files must still go.
    companyId: integer('company_id').notNull(),
    storageKey: text('storage_key').notNull(),
    deletedAt: instantColumn('deleted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.storageKey] })],
);
