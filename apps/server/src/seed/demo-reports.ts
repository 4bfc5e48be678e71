import {
  SIGNATURE_MIME_TYPE,
  checkAnswer,
  findMissingReportItems,
  type AnswerValue,
  type UploadMimeType,
} from '@tourneo/domain';
import type { Transaction } from '../db/client.ts';
import { missionAnswers, missionFiles } from '../db/schema/index.ts';
import type { MissionFileKind } from '../db/schema/mission-reports.ts';
import * as mobileRepository from '../modules/mobile/mobile.repository.ts';
import type { FileStorage } from '../storage/storage.ts';
import { storageKeyFor } from '../storage/storage.ts';
import { buildPng } from './images.ts';
import { DEMO_OBSERVATIONS } from './demo-places.ts';
import type { PlannedVisit } from './demo-plan.ts';

/** A few pictures, shared out among the reports: small, so that seeding stays quick. */
const PHOTOS = Array.from({ length: 6 }, (_unused, index) =>
  buildPng({ width: 160, height: 120, seed: index + 1 }),
);
const SIGNATURES = Array.from({ length: 4 }, (_unused, index) =>
  buildPng({ width: 240, height: 80, alpha: true, seed: index + 11 }),
);
/** Files written to the storage at once. */
const STORAGE_CONCURRENCY = 16;

interface FileToStore {
  missionId: number;
  kind: MissionFileKind;
  fieldId: number | null;
  bytes: Buffer;
}

/** The answer an agent gave to a question of the meter form (an empty one is not sent). */
function answerOf(fieldType: string, visit: PlannedVisit): string {
  return fieldType === 'text'
    ? `PDL ${String(14_000_000_000_000 + visit.variant * 7_919_113).slice(0, 14)}`
    : DEMO_OBSERVATIONS[visit.variant % DEMO_OBSERVATIONS.length]!;
}

/**
 * The reports of completed visits, as the agent app leaves them before 'Terminer': the form's
 * answers (checked by the domain's `checkAnswer`), a photo per image question and one of the
 * work done, the client's signature; each report complete by `findMissingReportItems`. The bytes go
 * to `storage` (their keys pushed to `written`), the rows in one insert per table. Answers the
 * number of files.
 */
export async function writeDemoReports(
  tx: Transaction,
  {
    companyId,
    storage,
    reports,
    written,
  }: {
    companyId: number;
    storage: FileStorage;
    reports: readonly { missionId: number; visit: PlannedVisit }[];
    written: string[];
  },
): Promise<number> {
  const fieldsOf = new Map<number, mobileRepository.FieldRow[]>();
  for (const operationId of new Set(reports.map(({ visit }) => visit.operationId))) {
    fieldsOf.set(operationId, await mobileRepository.findOperationFormFields(tx, companyId, operationId));
  }
  const answers: (typeof missionAnswers.$inferInsert)[] = [];
  const files: FileToStore[] = [];
  for (const { missionId, visit } of reports) {
    const fields = fieldsOf.get(visit.operationId)!;
    const given = new Map<number, AnswerValue>();
    for (const field of fields) {
      if (field.field_type === 'image') {
        files.push({
          missionId,
          kind: 'photo',
          fieldId: field.id,
          bytes: PHOTOS[visit.variant % PHOTOS.length]!,
        });
        continue;
      }
      const value = answerOf(field.field_type, visit);
      const checked = value === '' ? undefined : checkAnswer(field, value);
      if (checked && 'value' in checked) {
        given.set(field.id, checked.value);
        answers.push({
          companyId,
          missionId,
          fieldId: field.id,
          fieldType: field.field_type,
          fieldLabel: field.field_label,
          value: checked.value,
        });
      }
    }
    // A photo of the work done, beside those the form asks for: the details popup and its viewer
    // show these (the form's own photos go with its answers).
    files.push({
      missionId,
      kind: 'photo',
      fieldId: null,
      bytes: PHOTOS[(visit.variant + 1) % PHOTOS.length]!,
    });
    files.push({
      missionId,
      kind: 'signature',
      fieldId: null,
      bytes: SIGNATURES[visit.variant % SIGNATURES.length]!,
    });
    const missing = findMissingReportItems({
      fields,
      answers: given,
      fieldsWithFiles: new Set(
        files.flatMap((file) =>
          file.missionId === missionId && file.fieldId !== null ? [file.fieldId] : [],
        ),
      ),
      hasSignature: true,
    });
    if (missing.length > 0) {
      // The demo's completed reports are complete, as 'Terminer' requires them.
      throw new Error(`demo report incomplete: ${missing.join(', ')}`);
    }
  }
  if (answers.length > 0) {
    await tx.insert(missionAnswers).values(answers);
  }
  const rows: (typeof missionFiles.$inferInsert)[] = files.map((file) => {
    const mimeType: UploadMimeType = file.kind === 'signature' ? SIGNATURE_MIME_TYPE : 'image/png';
    return {
      companyId,
      missionId: file.missionId,
      kind: file.kind,
      fieldId: file.fieldId,
      storageKey: storageKeyFor(companyId, file.missionId, mimeType),
      mimeType,
      size: file.bytes.length,
    };
  });
  for (let start = 0; start < rows.length; start += STORAGE_CONCURRENCY) {
    await Promise.all(
      rows.slice(start, start + STORAGE_CONCURRENCY).map(async (row, offset) => {
        written.push(row.storageKey);
        await storage.put(row.storageKey, files[start + offset]!.bytes, row.mimeType);
      }),
    );
  }
  if (rows.length > 0) {
    await tx.insert(missionFiles).values(rows);
  }
  return rows.length;
}
