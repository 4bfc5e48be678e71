import {
  MESSAGES,
  REPORTS_PAGE_SIZE,
  REPORTS_REQUEST_LIMIT,
  REPORTS_UNLIMITED_MAX,
  isPhotoType,
  parisDateOf,
  searchPeriod,
  type ArchiveCriteria,
  type ArchiveResponse,
  type MissionDetails,
  type RecentMissionsCriteria,
  type RecentMissionsResponse,
  type ReportFileRef,
} from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { getDocumentBranding } from '../branding/branding.service.ts';
import { renderInterventionPdf, type InterventionReport } from './intervention-pdf.ts';
import { interventionPdfFileName } from './pdf-file-name.ts';
import * as repository from './reports.repository.ts';
import type { MissionReportRow } from './reports.repository.ts';
import { fileRef, presentMissionDetails, reportAnswers, teamOf } from './reports.presenter.ts';
import { findReportVersions, readReportVersion } from './report-versions.ts';

/** The current instant (tests name it): today in Paris ends the default periods. */
interface ClockOption {
  now?: Date;
}

/**
 * The recent missions (spec 2 "Recent missions", §7, §9): missions with a session in the period
 * (default the last 28 days), latest first, 50 at most (`limited`) or all of them
 * (/get-all-unlimited, within REPORTS_UNLIMITED_MAX); `totalCount` counts every match.
 */
export async function findRecentMissions({
  db,
  companyId,
  now = new Date(),
  criteria,
  isLimited,
}: CompanyScope &
  ClockOption & { criteria: RecentMissionsCriteria; isLimited: boolean }): Promise<RecentMissionsResponse> {
  const period = searchPeriod('recent', parisDateOf(now), criteria);
  const search = { ...criteria, ...period };
  const limit = isLimited ? REPORTS_REQUEST_LIMIT : REPORTS_UNLIMITED_MAX;
  const [totalCount, data] = await inOrder(
    () => repository.countMissions(db, companyId, search),
    () => repository.findMissions(db, companyId, search, { limit, offset: 0 }),
  );
  return { success: true, data, totalCount, ...period, pagination: { totalCount, limit } };
}

/**
 * The archive (spec 2 "Archive page", §7, §9): the same search plus the campaign, default the last
 * 6 months; pages of 20 within the first 50 matches, or all of them with `all`.
 */
export async function findArchive({
  db,
  companyId,
  now = new Date(),
  criteria,
}: CompanyScope & ClockOption & { criteria: ArchiveCriteria }): Promise<ArchiveResponse> {
  const period = searchPeriod('archive', parisDateOf(now), criteria);
  const search = { ...criteria, ...period };
  const totalCount = await repository.countMissions(db, companyId, search);
  const shownCount = Math.min(totalCount, criteria.all ? REPORTS_UNLIMITED_MAX : REPORTS_REQUEST_LIMIT);
  const totalPages = Math.max(1, Math.ceil(shownCount / REPORTS_PAGE_SIZE));
  const page = criteria.page;
  const offset = (page - 1) * REPORTS_PAGE_SIZE;
  const limit = Math.max(0, Math.min(REPORTS_PAGE_SIZE, shownCount - offset));
  const data = limit > 0 ? await repository.findMissions(db, companyId, search, { limit, offset }) : [];
  return {
    success: true,
    data,
    totalCount,
    ...period,
    pagination: { page, pageSize: REPORTS_PAGE_SIZE, totalPages, totalCount, shownCount },
  };
}

/** PGlite is one connection: two reads run one after the other, as they would in a transaction. */
async function inOrder<A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const a = await first();
  return [a, await second()];
}

async function loadReport(db: Database, companyId: number, missionId: number): Promise<MissionReportRow> {
  const row = await repository.getMissionReport(db, companyId, missionId);
  if (!row) {
    throw new AppError('NOT_FOUND', MESSAGES.missions.notFound);
  }
  return row;
}

/** The details popup of the recent missions and the archive: one mission of the company, else 404. */
export async function getMissionDetails({
  db,
  companyId,
  missionId,
}: CompanyScope & { missionId: number }): Promise<MissionDetails> {
  const row = await loadReport(db, companyId, missionId);
  return presentMissionDetails(row, await findReportVersions({ db, companyId, missionId }));
}

/** Reads a stored file; a file gone from the storage is left out of the report rather than failing it. */
async function readFile(storage: FileStorage, storageKey: string): Promise<Buffer | null> {
  const bytes = await storage.get(storageKey);
  return bytes ? Buffer.from(bytes) : null;
}

/**
 * POST /pdf/generate-pdf: the mission's intervention report as a PDF (docs/decisions/0018), its
 * answers, photos and signature read through the storage; another company's mission is 404. Once
 * completed, the report is one of its versions (issue 39): the last by default, `version` else
 * (404 for one it does not have); before any completion, the report as it stands.
 */
export async function generateMissionPdf({
  db,
  companyId,
  companyName,
  storage,
  missionId,
  version,
  now = new Date(),
}: CompanyScope &
  ClockOption & {
    companyName: string;
    storage: FileStorage;
    missionId: number;
    version?: number | undefined;
  }): Promise<{
  bytes: Buffer;
  fileName: string;
}> {
  const live = await loadReport(db, companyId, missionId);
  const frozen = await readReportVersion({ db, companyId, missionId, version });
  // A version replaces the report's answers and files by those it froze; the rest is the mission's.
  const row: MissionReportRow = frozen
    ? { ...live, status: 'completed', answers: frozen.answers, files: frozen.files }
    : live;
  const storageKeyOf = new Map(row.files.map((file) => [file.id, file.storage_key]));
  const imagesOf = async (files: ReportFileRef[]) => {
    const images: Buffer[] = [];
    for (const file of files.filter((candidate) => isPhotoType(candidate.mime_type))) {
      const bytes = await readFile(storage, storageKeyOf.get(file.id)!);
      if (bytes) {
        images.push(bytes);
      }
    }
    return images;
  };
  const answers: InterventionReport['answers'] = [];
  for (const answer of reportAnswers(row)) {
    const hasPdf = answer.files.some((file) => file.mime_type === 'application/pdf');
    answers.push({
      label: answer.label,
      type: answer.field_type,
      value: answer.value ?? (hasPdf ? MESSAGES.reports.attachedFile : null),
      images: await imagesOf(answer.files),
    });
  }
  const missionPhotos = row.files.filter((file) => file.kind === 'photo' && file.field_id === null);
  const signature = row.files.find((file) => file.kind === 'signature');
  const date = row.sessions[0]?.date ?? parisDateOf(now);
  // The white label's sender name and logo head the report; else the company's name (issue 28).
  const brand = await getDocumentBranding({ db, companyId, storage });
  const report: InterventionReport = {
    companyName: brand.poweredBy ? companyName : brand.name,
    client: {
      // The mission's own copy of the client's whole name: a booked mission's already starts with
      // the first name ('Claire Dubois'), so the client record's prenom is not added again.
      name: row.client_name,
      adresse: row.adresse,
      codePostal: row.client_postal_code,
      email: row.client_email,
      telephone: row.client_phone,
      appartement: row.appartement,
    },
    date,
    sessions: row.sessions.map(({ date: day, beginning, ending }) => ({ date: day, beginning, ending })),
    agents: teamOf(row).map(({ name, isLead }) => ({ name, isLead })),
    operation: row.operation_name,
    status: row.status,
    answers,
    photos: await imagesOf(missionPhotos.map(fileRef)),
    signature: signature ? await readFile(storage, signature.storage_key) : null,
    comments: row.comments,
    version: frozen && {
      number: frozen.version,
      total: frozen.total,
      completedAt: new Date(frozen.completed_at),
      completedBy: frozen.completed_by_name,
    },
    brand,
  };
  const bytes = await renderInterventionPdf(report, { now });
  // With several versions, the file says which one it holds (…_2026-11-24-v2.pdf).
  const shown = frozen && frozen.total > 1 ? frozen.version : null;
  return { bytes, fileName: interventionPdfFileName(row.client_name, date, shown) };
}

export {
  ensureReportVersion,
  findReportVersions,
  freezeReportVersion,
  getReportVersionFileBytes,
  type ReportAuthor,
} from './report-versions.ts';
