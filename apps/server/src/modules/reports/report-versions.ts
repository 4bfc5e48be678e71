/**
 * The versions of a mission's report (issue 39, docs/LIFECYCLE.md): each completion freezes the
 * report as it stands; a reopening never loses it; the PDF and the reports screen read them.
 */
import { MESSAGES, type ReportVersionFileInput, type ReportVersionSummary } from '@tourneo/domain';
import type { CompanyScope, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import * as repository from './report-versions.repository.ts';

export type { ReportAuthor } from './report-versions.repository.ts';

const v = MESSAGES.reportVersions;

/**
 * The mission just became completed (the agent app's 'Terminer', a status of the back office):
 * its report as it stands is frozen as its next version, in the caller's transaction, the
 * mission's row locked. Answers the version's number.
 */
export async function freezeReportVersion({
  db,
  companyId,
  missionId,
  author,
}: CompanyScope<Executor> & { missionId: number; author: repository.ReportAuthor }): Promise<number> {
  return repository.insertReportVersion(db, companyId, missionId, { author, when: 'now' });
}

/**
 * The version a reopening of the completed mission leaves behind: its last one. A mission
 * completed before versions existed (or written completed by a seed or an import) has none yet:
 * its report is frozen now as version 1, dated by its last completion, its author unknown.
 */
export async function ensureReportVersion({
  db,
  companyId,
  missionId,
}: CompanyScope<Executor> & { missionId: number }): Promise<number> {
  const last = await repository.lastVersionNumber(db, companyId, missionId);
  if (last > 0) {
    return last;
  }
  return repository.insertReportVersion(db, companyId, missionId, { author: null, when: 'lastCompletion' });
}

/** Who completed a version, as the screen and the PDF say it (the owner by the company's login). */
const authorOf = (row: repository.ReportVersionSummaryRow): string | null =>
  row.completed_by_kind === 'owner' ? v.owner : row.completed_by_name;

export const presentVersionSummary = (row: repository.ReportVersionSummaryRow): ReportVersionSummary => ({
  version: row.version,
  completed_at: row.completed_at,
  completed_by_name: authorOf(row),
});

/** The mission's completed versions, the first first. */
export async function findReportVersions({
  db,
  companyId,
  missionId,
}: CompanyScope<Executor> & { missionId: number }): Promise<ReportVersionSummary[]> {
  return (await repository.findReportVersions(db, companyId, missionId)).map(presentVersionSummary);
}

/**
 * One version of the mission's report (`version`), else its last one; null when it has none and
 * none was asked for (the report as it stands is then the only one). A version it does not have
 * is 404. `total` counts its versions.
 */
export async function readReportVersion({
  db,
  companyId,
  missionId,
  version,
}: CompanyScope<Executor> & { missionId: number; version?: number | undefined }) {
  const total = await repository.lastVersionNumber(db, companyId, missionId);
  if (version === undefined && total === 0) {
    return null;
  }
  const row = await repository.getReportVersion(db, companyId, missionId, version ?? total);
  if (!row) {
    throw new AppError('NOT_FOUND', v.versionNotFound);
  }
  return { ...row, completed_by_name: authorOf(row), total };
}

/**
 * POST /reports/version-file: the bytes of a photo, file or signature of one version of a mission
 * of the company; 404 for another company's, another version's, or bytes gone from the storage.
 */
export async function getReportVersionFileBytes({
  db,
  companyId,
  storage,
  input,
}: CompanyScope<Executor> & { storage: FileStorage; input: ReportVersionFileInput }) {
  const file = await repository.getReportVersionFile(db, companyId, {
    missionId: input.rdv_id,
    version: input.version,
    fileId: input.file_id,
  });
  const bytes = file && (await storage.get(file.storageKey));
  if (!file || !bytes) {
    throw new AppError('NOT_FOUND', v.fileNotFound);
  }
  return { bytes, mimeType: file.mimeType };
}
