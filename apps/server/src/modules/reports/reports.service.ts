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
  type FormFieldType,
  type MissionDetails,
  type RecentMissionsCriteria,
  type RecentMissionsResponse,
  type ReportAnswer,
  type ReportFileRef,
} from '@tourneo/domain';
import { answerDisplayText, answerValueKind } from '@tourneo/domain/reports/answer-value';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { getDocumentBranding } from '../branding/branding.service.ts';
import { renderInterventionPdf, type InterventionReport } from './intervention-pdf.ts';
import { interventionPdfFileName } from './pdf-file-name.ts';
import * as repository from './reports.repository.ts';
import type { MissionReportRow } from './reports.repository.ts';

interface CompanyScope {
  db: Database;
  companyId: number;
  /** The current instant (tests name it): today in Paris ends the default periods. */
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
}: CompanyScope & { criteria: RecentMissionsCriteria; isLimited: boolean }): Promise<RecentMissionsResponse> {
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
}: CompanyScope & { criteria: ArchiveCriteria }): Promise<ArchiveResponse> {
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

const fileRef = (file: MissionReportRow['files'][number]): ReportFileRef => ({
  id: file.id,
  field_id: file.field_id,
  mime_type: file.mime_type,
});

/** Labels for questions answered only by files, when the form no longer has them. */
const FILE_QUESTION_LABEL = 'Photo';

/**
 * The report's questions in form order (questions removed from the form since, then by id): each
 * answer in words with its stored label and its typing (spec 2 §5), each with its files.
 */
function reportAnswers(row: MissionReportRow): (ReportAnswer & { files: ReportFileRef[] })[] {
  const formOrder = new Map(row.fields.map((field, index) => [field.id, index]));
  const fieldIds = new Set<number>([
    ...row.answers.map((answer) => answer.field_id),
    ...row.files.flatMap((file) => (file.kind === 'photo' && file.field_id !== null ? [file.field_id] : [])),
  ]);
  const ordered = [...fieldIds].sort(
    (a, b) => (formOrder.get(a) ?? Infinity) - (formOrder.get(b) ?? Infinity) || a - b,
  );
  return ordered.map((fieldId) => {
    const answer = row.answers.find((candidate) => candidate.field_id === fieldId);
    const field = row.fields.find((candidate) => candidate.id === fieldId);
    const value = answer ? answerDisplayText(answer.value, field?.options ?? []) : null;
    const fieldType: FormFieldType = answer?.field_type ?? field?.field_type ?? 'image';
    return {
      field_id: fieldId,
      label: answer?.field_label ?? field?.field_label ?? FILE_QUESTION_LABEL,
      field_type: fieldType,
      value,
      kind: value === null ? (fieldType === 'file' ? 'text' : 'image') : answerValueKind(value),
      files: row.files.filter((file) => file.kind === 'photo' && file.field_id === fieldId).map(fileRef),
    };
  });
}

/** The agents of every session, each once, the lead first. */
function teamOf(row: MissionReportRow): { id: number; name: string; isLead: boolean }[] {
  const team = new Map<number, { id: number; name: string; isLead: boolean }>();
  for (const agent of row.sessions.flatMap((session) => session.agents)) {
    const known = team.get(agent.agent_id);
    team.set(agent.agent_id, {
      id: agent.agent_id,
      name: agent.agent_name,
      isLead: (known?.isLead ?? false) || agent.is_lead || row.lead_agent_id === agent.agent_id,
    });
  }
  return [...team.values()].sort(
    (a, b) => Number(b.isLead) - Number(a.isLead) || a.name.localeCompare(b.name, 'fr'),
  );
}

/** The details popup of the recent missions and the archive: one mission of the company, else 404. */
export async function getMissionDetails({
  db,
  companyId,
  missionId,
}: CompanyScope & { missionId: number }): Promise<MissionDetails> {
  const row = await loadReport(db, companyId, missionId);
  const first = row.sessions[0];
  const answers = reportAnswers(row);
  const signature = row.files.find((file) => file.kind === 'signature');
  return {
    id: row.id,
    client_name: row.client_name,
    client_email: row.client_email,
    client_phone: row.client_phone,
    adresse: row.adresse,
    appartement: row.appartement,
    operation_name: row.operation_name,
    status: row.status,
    comments: row.comments,
    date: first?.date ?? '',
    beginning: first?.beginning ?? 0,
    ending: first?.ending ?? 0,
    agent_name: teamOf(row)
      .map((agent) => agent.name)
      .join(', '),
    sessions: row.sessions,
    photos: row.files.filter((file) => file.kind === 'photo' && file.field_id === null).map(fileRef),
    signature: signature ? fileRef(signature) : null,
    answers,
    form_data: Object.fromEntries(answers.map((answer) => [String(answer.field_id), answer.value])),
    form_field_labels: Object.fromEntries(
      answers.map((answer) => [String(answer.field_id), { label: answer.label, type: answer.field_type }]),
    ),
  };
}

/** Reads a stored file; a file gone from the storage is left out of the report rather than failing it. */
async function readFile(storage: FileStorage, storageKey: string): Promise<Buffer | null> {
  const bytes = await storage.get(storageKey);
  return bytes ? Buffer.from(bytes) : null;
}

/**
 * POST /pdf/generate-pdf: the mission's intervention report as a PDF (docs/decisions/0018), its
 * answers, photos and signature read through the storage; another company's mission is 404.
 */
export async function generateMissionPdf({
  db,
  companyId,
  companyName,
  storage,
  missionId,
  now = new Date(),
}: CompanyScope & { companyName: string; storage: FileStorage; missionId: number }): Promise<{
  bytes: Buffer;
  fileName: string;
}> {
  const row = await loadReport(db, companyId, missionId);
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
    brand,
  };
  const bytes = await renderInterventionPdf(report, { now });
  return { bytes, fileName: interventionPdfFileName(row.client_name, date) };
}
