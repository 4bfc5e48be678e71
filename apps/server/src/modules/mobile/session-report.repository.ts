/**
 * The rows of a mission's report as the agent app writes them: answers to the operation's form,
 * photos and the signature, and the stored files left to delete. Part of the mobile module's
 * repository (`mobile.repository.ts` re-exports it).
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerValue, FormFieldOption, FormFieldType, UploadMimeType } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { deleteRows, inCompany, sameCompany } from '../../db/queries.ts';
import {
  deletedFiles,
  formFields,
  missionAnswers,
  missionFiles,
  operations,
  reportVersionFiles,
  type MissionFileKind,
} from '../../db/schema/index.ts';

export interface FieldRow {
  id: number;
  field_type: FormFieldType;
  field_label: string;
  is_required: boolean;
  options: FormFieldOption[];
}

/** The questions of the operation's form, in order (none without an operation or a form). */
export async function findOperationFormFields(
  db: Executor,
  companyId: number,
  operationId: number | null,
): Promise<FieldRow[]> {
  if (operationId === null) {
    return [];
  }
  return db
    .select({
      id: formFields.id,
      field_type: formFields.fieldType,
      field_label: formFields.fieldLabel,
      is_required: formFields.isRequired,
      options: formFields.options,
    })
    .from(operations)
    .innerJoin(formFields, sameCompany(formFields, operations, eq(formFields.formId, operations.formId)))
    .where(inCompany(operations, companyId, { id: operationId }))
    .orderBy(asc(formFields.position), asc(formFields.id));
}

export async function findAnswers(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<Map<number, AnswerValue>> {
  const rows = await db
    .select({ fieldId: missionAnswers.fieldId, value: missionAnswers.value })
    .from(missionAnswers)
    .where(inCompany(missionAnswers, companyId, { missionId }));
  return new Map(rows.map((row) => [row.fieldId, row.value]));
}

/**
 * Writes an answer; true when it changed anything (a new answer, or another value). The row is
 * left alone when the value is the same, so a replayed answer changes nothing.
 */
export async function upsertAnswer(
  db: Executor,
  companyId: number,
  missionId: number,
  field: Pick<FieldRow, 'id' | 'field_type' | 'field_label'>,
  value: AnswerValue,
): Promise<boolean> {
  const rows = await db
    .insert(missionAnswers)
    .values({
      companyId,
      missionId,
      fieldId: field.id,
      fieldType: field.field_type,
      fieldLabel: field.field_label,
      value,
    })
    .onConflictDoUpdate({
      target: [missionAnswers.companyId, missionAnswers.missionId, missionAnswers.fieldId],
      set: {
        value: sql`excluded.value`,
        fieldType: sql`excluded.field_type`,
        fieldLabel: sql`excluded.field_label`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${missionAnswers.value} is distinct from excluded.value`,
    })
    .returning({ fieldId: missionAnswers.fieldId });
  return rows.length > 0;
}

/** Deletes an answer; true when there was one. */
export async function deleteAnswer(db: Executor, companyId: number, missionId: number, fieldId: number) {
  return (
    (await deleteRows(db, missionAnswers, inCompany(missionAnswers, companyId, { missionId, fieldId }))) > 0
  );
}

const missionFileColumns = {
  id: missionFiles.id,
  kind: missionFiles.kind,
  fieldId: missionFiles.fieldId,
  storageKey: missionFiles.storageKey,
  mimeType: missionFiles.mimeType,
  size: missionFiles.size,
  createdAt: missionFiles.createdAt,
};

export interface MissionFileRow {
  id: number;
  kind: MissionFileKind;
  fieldId: number | null;
  storageKey: string;
  mimeType: UploadMimeType;
  size: number;
  createdAt: Date;
}

export async function findMissionFiles(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<MissionFileRow[]> {
  return db
    .select(missionFileColumns)
    .from(missionFiles)
    .where(inCompany(missionFiles, companyId, { missionId }))
    .orderBy(asc(missionFiles.id));
}

export async function countMissionPhotos(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(missionFiles)
    .where(inCompany(missionFiles, companyId, { missionId, kind: 'photo' }));
  return row?.value ?? 0;
}

export async function insertMissionFile(
  db: Executor,
  values: Omit<MissionFileRow, 'id' | 'createdAt'> & { companyId: number; missionId: number },
): Promise<MissionFileRow> {
  const [row] = await db.insert(missionFiles).values(values).returning(missionFileColumns);
  return row!;
}

/** Deletes the mission's signature (its stored file follows through deleted_files); true when there was one. */
export async function deleteSignature(db: Executor, companyId: number, missionId: number): Promise<boolean> {
  return (
    (await deleteRows(
      db,
      missionFiles,
      inCompany(missionFiles, companyId, { missionId, kind: 'signature' }),
    )) > 0
  );
}

export async function deletePhoto(db: Executor, companyId: number, missionId: number, photoId: number) {
  const photo = inCompany(missionFiles, companyId, { missionId, id: photoId, kind: 'photo' });
  return (await deleteRows(db, missionFiles, photo)) > 0;
}

/**
 * A file of the mission for display: by id, of this mission and question (`fieldId` null: any),
 * and, for an agent, of a mission the agent has a session of.
 */
export async function getFileForDisplay(
  db: Executor,
  companyId: number,
  {
    fileId,
    missionId,
    fieldId,
    agentId,
  }: { fileId: number; missionId: number; fieldId: number | null; agentId: number | null },
): Promise<{ storageKey: string; mimeType: UploadMimeType } | undefined> {
  const [row] = await db
    .select({ storageKey: missionFiles.storageKey, mimeType: missionFiles.mimeType })
    .from(missionFiles)
    .where(
      inCompany(
        missionFiles,
        companyId,
        { id: fileId, missionId },
        fieldId === null ? undefined : eq(missionFiles.fieldId, fieldId),
        agentId === null
          ? undefined
          : sql`exists (select 1 from session_agents sa
              join mission_sessions s on s.company_id = sa.company_id and s.id = sa.session_id
              where sa.company_id = ${missionFiles.companyId} and sa.agent_id = ${agentId}
                and s.mission_id = ${missionFiles.missionId})`,
      ),
    );
  return row;
}

/** Storage keys of the company's deleted files, waiting for their stored bytes to be deleted. */
export async function findDeletedFiles(db: Executor, companyId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: deletedFiles.storageKey })
    .from(deletedFiles)
    .where(eq(deletedFiles.companyId, companyId))
    .limit(limit);
  return rows.map((row) => row.storageKey);
}

/**
 * Of these deleted files' keys, those a row still names: a mission file, or a file of one of the
 * report's versions (issue 39: a signature replaced after a reopening stays in version 1). Their
 * stored bytes must stay.
 */
export async function findReferencedKeys(
  db: Executor,
  companyId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const named = [...keys];
  const rows = await db
    .select({ storageKey: missionFiles.storageKey })
    .from(missionFiles)
    .where(inCompany(missionFiles, companyId, {}, inArray(missionFiles.storageKey, named)))
    .union(
      db
        .select({ storageKey: reportVersionFiles.storageKey })
        .from(reportVersionFiles)
        .where(inCompany(reportVersionFiles, companyId, {}, inArray(reportVersionFiles.storageKey, named))),
    );
  return new Set(rows.map((row) => row.storageKey));
}

export async function forgetDeletedFiles(
  db: Executor,
  companyId: number,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) {
    return;
  }
  await db
    .delete(deletedFiles)
    .where(inCompany(deletedFiles, companyId, {}, inArray(deletedFiles.storageKey, [...keys])));
}
