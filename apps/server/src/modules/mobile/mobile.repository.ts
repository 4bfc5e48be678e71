/**
 * The mobile module's repository, the only place that builds its queries: the agent's sessions as
 * the agent app shows them, their progress and trips here; the report's rows (answers, photos,
 * signature) in `session-report.repository.ts`, re-exported so that the module's use cases import
 * one repository.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  AnswerValue,
  FormFieldOption,
  FormFieldType,
  SessionStatus,
  UploadMimeType,
} from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { inCompany, queryRows, sameCompany } from '../../db/queries.ts';
import { missionSessions, sessionAgents } from '../../db/schema/index.ts';

export * from './session-report.repository.ts';

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
  early_start_allowed: boolean;
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
  return queryRows<AgentSessionRow>(
    db,
    sql`
    select s.id as session_id, s.mission_id, to_char(s.date, 'YYYY-MM-DD') as date, s.beginning, s.ending,
      s.session_order, s.session_type, s.session_status, s.early_start_allowed, s.started_at, s.completed_at, s.location, s.notes,
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
    order by s.date, s.beginning, s.id`,
  );
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
      sameCompany(missionSessions, sessionAgents, eq(missionSessions.id, sessionAgents.sessionId)),
    )
    .where(inCompany(sessionAgents, companyId, { agentId, sessionId }));
  return row?.missionId;
}

/** Sets the session's status and its started or completed time (kept when already set). */
export async function setSessionProgress(
  db: Executor,
  companyId: number,
  sessionId: number,
  status: 'in_progress' | 'completed',
): Promise<void> {
  const startedAt = sql`coalesce(${missionSessions.startedAt}, now())`;
  const completedAt = sql`coalesce(${missionSessions.completedAt}, now())`;
  await db
    .update(missionSessions)
    .set({ sessionStatus: status, startedAt, ...(status === 'completed' ? { completedAt } : {}) })
    .where(inCompany(missionSessions, companyId, { id: sessionId }));
}

/**
 * Where the agent leaves from for a session and where it goes: the place of its previous session
 * that day (its client's coordinates), else its home; the session's client's coordinates.
 * Coordinates are null when unknown.
 */
export async function getTripOfSession(db: Executor, companyId: number, agentId: number, sessionId: number) {
  const [row] = await queryRows<{
    fromLatitude: number | null;
    fromLongitude: number | null;
    toLatitude: number | null;
    toLongitude: number | null;
  }>(
    db,
    sql`
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
    where s.company_id = ${companyId} and s.id = ${sessionId}`,
  );
  return row;
}
