/**
 * The versions of a mission's report (issue 39): frozen copies of its answers and file rows, each
 * time the mission becomes completed. Part of the reports module's repository.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { UploadMimeType } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';
import type { FrozenAnswer, MissionFileKind, ReportAuthorKind } from '../../db/schema/index.ts';

/** Who completes: an agent, a person of the back office, the owner; null when not known. */
export interface ReportAuthor {
  kind: ReportAuthorKind;
  /** The agent's or the person's id; null for the owner. */
  id: number | null;
}

/** When the mission's sessions were completed last: the instant a version frozen late is dated. */
const lastCompletionOf = (companyId: number, missionId: number): SQL =>
  sql`coalesce((select max(s.completed_at) from mission_sessions s
    where s.company_id = ${companyId} and s.mission_id = ${missionId}), now())`;

/**
 * Freezes the mission's report as it stands as its next version (1 for the first), in the
 * caller's transaction (the mission's row locked: versions of one mission take turns): its
 * answers, its files' rows (naming the same stored bytes), who and when (`now()`: the
 * transaction's instant). Answers the version.
 */
export async function insertReportVersion(
  db: Executor,
  companyId: number,
  missionId: number,
  { author, when }: { author: ReportAuthor | null; when: 'now' | 'lastCompletion' },
): Promise<number> {
  const name = authorName(companyId, author);
  const completedAt = when === 'now' ? sql`now()` : lastCompletionOf(companyId, missionId);
  const [version] = await queryRows<{ id: number; version: number }>(
    db,
    sql`insert into report_versions (company_id, mission_id, version, completed_at, completed_by_kind,
        completed_by_id, completed_by_name, answers)
      select ${companyId}::int, ${missionId}::int,
        coalesce((select max(v.version) from report_versions v
          where v.company_id = ${companyId} and v.mission_id = ${missionId}), 0) + 1,
        ${completedAt}, ${author?.kind ?? null}::text, ${author?.id ?? null}::int, ${name ?? sql`null`}::text,
        coalesce((select jsonb_agg(jsonb_build_object('field_id', a.field_id, 'field_type', a.field_type,
            'field_label', a.field_label, 'value', a.value) order by a.field_id)
          from mission_answers a where a.company_id = ${companyId} and a.mission_id = ${missionId}), '[]'::jsonb)
      returning id, version`,
  );
  await db.execute(
    sql`insert into report_version_files (company_id, version_id, kind, field_id, storage_key, mime_type, size)
      select f.company_id, ${version!.id}::int, f.kind, f.field_id, f.storage_key, f.mime_type, f.size
      from mission_files f where f.company_id = ${companyId} and f.mission_id = ${missionId}
      order by f.id`,
  );
  return version!.version;
}

/** The author's name as the version keeps it (the agent's, the person's), null for the owner or none. */
function authorName(companyId: number, author: ReportAuthor | null): SQL | null {
  if (author?.kind === 'agent' && author.id !== null) {
    return sql`(select a.name from agents a where a.company_id = ${companyId} and a.id = ${author.id})`;
  }
  if (author?.kind === 'person' && author.id !== null) {
    return sql`(select p.name from people p where p.company_id = ${companyId} and p.id = ${author.id})`;
  }
  return null;
}

/** The mission's last version number, 0 without any. */
export async function lastVersionNumber(db: Executor, companyId: number, missionId: number): Promise<number> {
  const [row] = await queryRows<{ version: number | null }>(
    db,
    sql`select max(version) as version from report_versions
      where company_id = ${companyId} and mission_id = ${missionId}`,
  );
  return Number(row?.version ?? 0);
}

export interface ReportVersionSummaryRow {
  version: number;
  completed_at: string;
  completed_by_kind: ReportAuthorKind | null;
  completed_by_name: string | null;
}

/** The mission's versions, the first first. */
export async function findReportVersions(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<ReportVersionSummaryRow[]> {
  const rows = await queryRows<ReportVersionSummaryRow & { completed_at: string | Date }>(
    db,
    sql`select version, completed_at, completed_by_kind, completed_by_name from report_versions
      where company_id = ${companyId} and mission_id = ${missionId} order by version`,
  );
  return rows.map((row) => ({ ...row, completed_at: new Date(row.completed_at).toISOString() }));
}

export interface ReportVersionFileRow {
  id: number;
  kind: MissionFileKind;
  field_id: number | null;
  mime_type: UploadMimeType;
  storage_key: string;
}

export interface ReportVersionRow extends ReportVersionSummaryRow {
  answers: FrozenAnswer[];
  files: ReportVersionFileRow[];
}

/** One version of the mission's report with its answers and files; undefined when there is none such. */
export async function getReportVersion(
  db: Executor,
  companyId: number,
  missionId: number,
  version: number,
): Promise<ReportVersionRow | undefined> {
  const [row] = await queryRows<ReportVersionRow & { completed_at: string | Date }>(
    db,
    sql`select v.version, v.completed_at, v.completed_by_kind, v.completed_by_name, v.answers,
        (select coalesce(json_agg(json_build_object('id', f.id, 'kind', f.kind, 'field_id', f.field_id,
            'mime_type', f.mime_type, 'storage_key', f.storage_key) order by f.id), '[]'::json)
          from report_version_files f where f.company_id = v.company_id and f.version_id = v.id) as files
      from report_versions v
      where v.company_id = ${companyId} and v.mission_id = ${missionId} and v.version = ${version}`,
  );
  return row && { ...row, completed_at: new Date(row.completed_at).toISOString() };
}

/** A file of one version of the mission's report, by its id; undefined when it is not one. */
export async function getReportVersionFile(
  db: Executor,
  companyId: number,
  { missionId, version, fileId }: { missionId: number; version: number; fileId: number },
): Promise<{ storageKey: string; mimeType: UploadMimeType } | undefined> {
  const [row] = await queryRows<{ storageKey: string; mimeType: UploadMimeType }>(
    db,
    sql`select f.storage_key as "storageKey", f.mime_type as "mimeType"
      from report_version_files f
      join report_versions v on v.company_id = f.company_id and v.id = f.version_id
      where f.company_id = ${companyId} and f.id = ${fileId}
        and v.mission_id = ${missionId} and v.version = ${version}`,
  );
  return row;
}
