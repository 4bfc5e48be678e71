import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AnswerValue,
  FormFieldOption,
  FormFieldType,
  SessionStatus,
  UploadMimeType,
} from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import {
  deletedFiles,
  formFields,
  missionAnswers,
  missionFiles,
  missionSessions,
  operations,
  sessionAgents,
  type MissionFileKind,
} from '../../db/schema/index.ts';

/** One of the agent's sessions as one statement reads it (timestamps as the driver gives them). */
export interface AgentSessionRow {
  session_id: number;
  mission_id: number;
  date: string;
  beginning: number;
  ending: number;
  session_order: number;
  session_type: string;
  session_status: SessionStatus;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  location: string | null;
  notes: string | null;
  mission_status: SessionStatus;
  total_sessions: number;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  adresse: string;
  appartement: string | null;
  comments: string | null;
  updated_at: Date | string;
  operation: { id: number; name: string } | null;
  team: { agent_id: number; agent_name: string; role: "Chef d'équipe" | 'Technicien'; is_lead: boolean }[];
  form: {
    id: number;
    name: string;
    fields: {
      id: number;
      field_type: FormFieldType;
      field_name: string;
      field_label: string;
      field_placeholder: string;
      is_required: boolean;
      options: FormFieldOption[];
    }[];
  } | null;
  report: {
    answers: {
      field_id: number;
      field_type: FormFieldType;
      field_label: string;
      value: AnswerValue;
      updated_at: string;
    }[];
    photos: ReportFileRow[];
    signature: ReportFileRow | null;
  };
}

interface ReportFileRow {
  id: number;
  field_id: number | null;
  mime_type: UploadMimeType;
  size: number;
  created_at: string;
}

const fileJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'field_id', ${alias}.field_id, 'mime_type', ${alias}.mime_type,
    'size', ${alias}.size, 'created_at', ${alias}.created_at)`);

/**
 * The agent's sessions that `where` keeps (`me`: the agent's row in session_agents, `s` the
 * session), each with its mission, client's phone, operation, whole team, the operation's form and
 * the mission's report so far: one statement, whatever the number of sessions.
 */
async function findAgentSessions(db: Executor, where: SQL): Promise<AgentSessionRow[]> {
  const result = await db.execute(sql`
    select s.id as session_id, s.mission_id, to_char(s.date, 'YYYY-MM-DD') as date, s.beginning, s.ending,
      s.session_order, s.session_type, s.session_status, s.started_at, s.completed_at, s.location, s.notes,
      m.status as mission_status, m.total_sessions, m.client_name, m.client_email, c.telephone as client_phone,
      m.adresse, m.appartement, m.comments, m.updated_at,
      case when o.id is null then null else json_build_object('id', o.id, 'name', o.name) end as operation,
      (select coalesce(json_agg(json_build_object(
          'agent_id', sa.agent_id, 'agent_name', a.name, 'role', sa.role, 'is_lead', sa.is_lead)
          order by sa.is_lead desc, a.name, sa.agent_id), '[]'::json)
        from session_agents sa
        join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
        where sa.company_id = s.company_id and sa.session_id = s.id) as team,
      (select json_build_object('id', f.id, 'name', f.name, 'fields', coalesce((
          select json_agg(json_build_object(
            'id', ff.id, 'field_type', ff.field_type, 'field_name', ff.field_name, 'field_label', ff.field_label,
            'field_placeholder', ff.field_placeholder, 'is_required', ff.is_required, 'options', ff.options)
            order by ff.position, ff.id)
          from form_fields ff where ff.company_id = f.company_id and ff.form_id = f.id), '[]'::json))
        from forms f where f.company_id = o.company_id and f.id = o.form_id) as form,
      json_build_object(
        'answers', (select coalesce(json_agg(json_build_object(
            'field_id', ma.field_id, 'field_type', ma.field_type, 'field_label', ma.field_label,
            'value', ma.value, 'updated_at', ma.updated_at) order by ma.field_id), '[]'::json)
          from mission_answers ma where ma.company_id = m.company_id and ma.mission_id = m.id),
        'photos', (select coalesce(json_agg(${fileJson('mf')} order by mf.id), '[]'::json)
          from mission_files mf where mf.company_id = m.company_id and mf.mission_id = m.id and mf.kind = 'photo'),
        'signature', (select ${fileJson('sig')}
          from mission_files sig where sig.company_id = m.company_id and sig.mission_id = m.id and sig.kind = 'signature')
      ) as report
    from session_agents me
    join mission_sessions s on s.company_id = me.company_id and s.id = me.session_id
    join missions m on m.company_id = s.company_id and m.id = s.mission_id
    left join operations o on o.company_id = m.company_id and o.id = m.operation_id
    left join clients c on c.company_id = m.company_id and c.id = m.client_id
    where ${where}
    order by s.date, s.beginning, s.id`);
  return (result as { rows: AgentSessionRow[] }).rows;
}

/** The agent's sessions between two dates (included), in order. */
export async function findAgentSessionsBetween(
  db: Executor,
  companyId: number,
  agentId: number,
  from: string,
  to: string,
): Promise<AgentSessionRow[]> {
  return findAgentSessions(
    db,
    sql`me.company_id = ${companyId} and me.agent_id = ${agentId} and me.date between ${from} and ${to}`,
  );
}

/** One session, when the agent is on it. */
export async function getAgentSessionView(
  db: Executor,
  companyId: number,
  agentId: number,
  sessionId: number,
): Promise<AgentSessionRow | undefined> {
  const [row] = await findAgentSessions(
    db,
    sql`me.company_id = ${companyId} and me.agent_id = ${agentId} and me.session_id = ${sessionId}`,
  );
  return row;
}

/** The mission of a session the agent is on, or undefined (not on it, or no such session). */
export async function getMissionIdOfAgentSession(
  db: Executor,
  companyId: number,
  agentId: number,
  sessionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ missionId: missionSessions.missionId })
    .from(sessionAgents)
    .innerJoin(
      missionSessions,
      and(
        eq(missionSessions.companyId, sessionAgents.companyId),
        eq(missionSessions.id, sessionAgents.sessionId),
      ),
    )
    .where(
      and(
        eq(sessionAgents.companyId, companyId),
        eq(sessionAgents.agentId, agentId),
        eq(sessionAgents.sessionId, sessionId),
      ),
    );
  return row?.missionId;
}

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
    .innerJoin(
      formFields,
      and(eq(formFields.companyId, operations.companyId), eq(formFields.formId, operations.formId)),
    )
    .where(and(eq(operations.companyId, companyId), eq(operations.id, operationId)))
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
    .where(and(eq(missionAnswers.companyId, companyId), eq(missionAnswers.missionId, missionId)));
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
  const rows = await db
    .delete(missionAnswers)
    .where(
      and(
        eq(missionAnswers.companyId, companyId),
        eq(missionAnswers.missionId, missionId),
        eq(missionAnswers.fieldId, fieldId),
      ),
    )
    .returning({ fieldId: missionAnswers.fieldId });
  return rows.length > 0;
}

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
    .select({
      id: missionFiles.id,
      kind: missionFiles.kind,
      fieldId: missionFiles.fieldId,
      storageKey: missionFiles.storageKey,
      mimeType: missionFiles.mimeType,
      size: missionFiles.size,
      createdAt: missionFiles.createdAt,
    })
    .from(missionFiles)
    .where(and(eq(missionFiles.companyId, companyId), eq(missionFiles.missionId, missionId)))
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
    .where(
      and(
        eq(missionFiles.companyId, companyId),
        eq(missionFiles.missionId, missionId),
        eq(missionFiles.kind, 'photo'),
      ),
    );
  return row?.value ?? 0;
}

export async function insertMissionFile(
  db: Executor,
  values: {
    companyId: number;
    missionId: number;
    kind: MissionFileKind;
    fieldId: number | null;
    storageKey: string;
    mimeType: UploadMimeType;
    size: number;
  },
): Promise<MissionFileRow> {
  const [row] = await db.insert(missionFiles).values(values).returning({
    id: missionFiles.id,
    kind: missionFiles.kind,
    fieldId: missionFiles.fieldId,
    storageKey: missionFiles.storageKey,
    mimeType: missionFiles.mimeType,
    size: missionFiles.size,
    createdAt: missionFiles.createdAt,
  });
  return row!;
}

/** Deletes the mission's signature (its stored file follows through deleted_files); true when there was one. */
export async function deleteSignature(db: Executor, companyId: number, missionId: number): Promise<boolean> {
  const rows = await db
    .delete(missionFiles)
    .where(
      and(
        eq(missionFiles.companyId, companyId),
        eq(missionFiles.missionId, missionId),
        eq(missionFiles.kind, 'signature'),
      ),
    )
    .returning({ id: missionFiles.id });
  return rows.length > 0;
}

export async function deletePhoto(db: Executor, companyId: number, missionId: number, photoId: number) {
  const rows = await db
    .delete(missionFiles)
    .where(
      and(
        eq(missionFiles.companyId, companyId),
        eq(missionFiles.missionId, missionId),
        eq(missionFiles.id, photoId),
        eq(missionFiles.kind, 'photo'),
      ),
    )
    .returning({ id: missionFiles.id });
  return rows.length > 0;
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
      and(
        eq(missionFiles.companyId, companyId),
        eq(missionFiles.id, fileId),
        eq(missionFiles.missionId, missionId),
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

/** Sets the session's status and its started or completed time (kept when already set). */
export async function setSessionProgress(
  db: Executor,
  companyId: number,
  sessionId: number,
  status: 'in_progress' | 'completed',
): Promise<void> {
  await db
    .update(missionSessions)
    .set(
      status === 'in_progress'
        ? { sessionStatus: status, startedAt: sql`coalesce(${missionSessions.startedAt}, now())` }
        : {
            sessionStatus: status,
            startedAt: sql`coalesce(${missionSessions.startedAt}, now())`,
            completedAt: sql`coalesce(${missionSessions.completedAt}, now())`,
          },
    )
    .where(and(eq(missionSessions.companyId, companyId), eq(missionSessions.id, sessionId)));
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
    .where(and(eq(deletedFiles.companyId, companyId), inArray(deletedFiles.storageKey, [...keys])));
}

/**
 * Where the agent leaves from for a session and where it goes: the place of its previous session
 * that day (its client's coordinates), else its home; the session's client's coordinates.
 * Coordinates are null when unknown.
 */
export async function getTripOfSession(db: Executor, companyId: number, agentId: number, sessionId: number) {
  const result = await db.execute(sql`
    select
      coalesce(previous.latitude, a.latitude) as "fromLatitude",
      coalesce(previous.longitude, a.longitude) as "fromLongitude",
      c.latitude as "toLatitude", c.longitude as "toLongitude"
    from mission_sessions s
    join missions m on m.company_id = s.company_id and m.id = s.mission_id
    join agents a on a.company_id = s.company_id and a.id = ${agentId}
    left join clients c on c.company_id = m.company_id and c.id = m.client_id
    left join lateral (
      select pc.latitude, pc.longitude
      from session_agents psa
      join mission_sessions ps on ps.company_id = psa.company_id and ps.id = psa.session_id
      join missions pm on pm.company_id = ps.company_id and pm.id = ps.mission_id
      join clients pc on pc.company_id = pm.company_id and pc.id = pm.client_id
      where psa.company_id = s.company_id and psa.agent_id = ${agentId} and ps.date = s.date
        and ps.ending <= s.beginning and ps.id <> s.id and ps.session_status <> 'cancelled'
        and pc.latitude is not null
      order by ps.ending desc limit 1) previous on true
    where s.company_id = ${companyId} and s.id = ${sessionId}`);
  const [row] = (
    result as {
      rows: {
        fromLatitude: number | null;
        fromLongitude: number | null;
        toLatitude: number | null;
        toLongitude: number | null;
      }[];
    }
  ).rows;
  return row;
}
