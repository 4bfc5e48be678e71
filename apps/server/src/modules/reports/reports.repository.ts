import { sql, type SQL } from 'drizzle-orm';
import type {
  AnswerValue,
  FormFieldOption,
  FormFieldType,
  ReportMission,
  SessionAgentRole,
  SessionStatus,
  UploadMimeType,
} from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';
import { containsSearchText } from '../../db/search-text.ts';

/** What the recent and archive lists search by: substrings, case-insensitive, and a period. */
export interface MissionSearch {
  clientName?: string | undefined;
  agentName?: string | undefined;
  operationName?: string | undefined;
  campaignName?: string | undefined;
  startDate: string;
  endDate: string;
}

/**
 * The company's missions with a session in the period that match every criterion given: `m` is
 * the mission. A mission matches an agent through any agent of any of its sessions.
 */
function missionConditions(companyId: number, search: MissionSearch): SQL {
  const conditions: SQL[] = [
    sql`m.company_id = ${companyId}`,
    sql`exists (select 1 from mission_sessions s where s.company_id = m.company_id and s.mission_id = m.id
      and s.date between ${search.startDate}::date and ${search.endDate}::date)`,
  ];
  if (search.clientName) {
    conditions.push(containsSearchText(sql`search_text(m.client_name)`, search.clientName));
  }
  if (search.operationName) {
    conditions.push(sql`exists (select 1 from operations o where o.company_id = m.company_id
      and o.id = m.operation_id and ${containsSearchText(sql`search_text(o.name)`, search.operationName)})`);
  }
  if (search.agentName) {
    conditions.push(sql`exists (select 1 from mission_sessions s
      join session_agents sa on sa.company_id = s.company_id and sa.session_id = s.id
      join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
      where s.company_id = m.company_id and s.mission_id = m.id
        and ${containsSearchText(sql`search_text(a.name)`, search.agentName)})`);
  }
  if (search.campaignName) {
    conditions.push(sql`exists (select 1 from clients c where c.company_id = m.company_id
      and c.id = m.client_id and ${containsSearchText(sql`search_text(c.campagne)`, search.campaignName)})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function countMissions(db: Executor, companyId: number, search: MissionSearch): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from missions m where ${missionConditions(companyId, search)}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * One page of matching missions, the latest first (first session's day, then start, then newest
 * id), each with its first session, agents (lead first), operation, campaign and report extent.
 */
export async function findMissions(
  db: Executor,
  companyId: number,
  search: MissionSearch,
  { limit, offset }: { limit: number; offset: number },
): Promise<ReportMission[]> {
  const page = await queryRows<ReportMission>(
    db,
    sql`
    with page as (
      select m.id, m.client_name, m.adresse, m.comments, m.status, m.operation_id, m.client_id,
        first.date, first.beginning, first.ending,
        (select max(s.date) from mission_sessions s where s.company_id = m.company_id and s.mission_id = m.id) as end_date
      from missions m
      cross join lateral (
        select s.date, s.beginning, s.ending from mission_sessions s
        where s.company_id = m.company_id and s.mission_id = m.id
        order by s.date, s.beginning, s.id limit 1
      ) first
      where ${missionConditions(companyId, search)}
      order by first.date desc, first.beginning desc, m.id desc
      limit ${limit} offset ${offset}
    )
    select p.id, p.client_name, to_char(p.date, 'YYYY-MM-DD') as date, p.beginning, p.ending,
      to_char(p.end_date, 'YYYY-MM-DD') as end_date, p.adresse, o.name as operation, p.comments as notes,
      p.status, c.campagne,
      coalesce((select string_agg(team.name, ', ' order by team.is_lead desc, team.name)
        from (select a.name, bool_or(sa.is_lead) as is_lead
          from mission_sessions s
          join session_agents sa on sa.company_id = s.company_id and sa.session_id = s.id
          join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
          where s.company_id = ${companyId} and s.mission_id = p.id
          group by a.id, a.name) team), '') as agent_name,
      (select count(*)::int from mission_files f where f.company_id = ${companyId} and f.mission_id = p.id
        and f.kind = 'photo') as photo_count,
      exists (select 1 from mission_files f where f.company_id = ${companyId} and f.mission_id = p.id
        and f.kind = 'signature') as has_signature
    from page p
    left join operations o on o.company_id = ${companyId} and o.id = p.operation_id
    left join clients c on c.company_id = ${companyId} and c.id = p.client_id
    order by p.date desc, p.beginning desc, p.id desc
  `,
  );
  return page.map((row) => ({
    ...row,
    photo_count: Number(row.photo_count),
  }));
}

export interface MissionReportRow {
  id: number;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  client_postal_code: string | null;
  adresse: string;
  appartement: string | null;
  comments: string | null;
  status: SessionStatus;
  lead_agent_id: number | null;
  operation_name: string | null;
  sessions: {
    session_id: number;
    date: string;
    beginning: number;
    ending: number;
    session_status: SessionStatus;
    started_at: string | null;
    completed_at: string | null;
    agents: { agent_id: number; agent_name: string; role: SessionAgentRole; is_lead: boolean }[];
  }[];
  /** The operation's form questions today, in form order (empty without a form). */
  fields: {
    id: number;
    field_type: FormFieldType;
    field_label: string;
    options: FormFieldOption[];
  }[];
  answers: { field_id: number; field_type: FormFieldType; field_label: string; value: AnswerValue }[];
  files: {
    id: number;
    kind: 'photo' | 'signature';
    field_id: number | null;
    mime_type: UploadMimeType;
    storage_key: string;
  }[];
}

/** One mission of the company with everything its report shows, in one statement; undefined when it is not the company's. */
export async function getMissionReport(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<MissionReportRow | undefined> {
  const [row] = await queryRows<MissionReportRow>(
    db,
    sql`
    select m.id, m.client_name, coalesce(m.client_email, c.email) as client_email, c.telephone as client_phone,
      c.code_postal as client_postal_code, m.adresse, m.appartement, m.comments,
      m.status, m.lead_agent_id, o.name as operation_name,
      (select coalesce(json_agg(json_build_object(
          'session_id', s.id, 'date', to_char(s.date, 'YYYY-MM-DD'), 'beginning', s.beginning, 'ending', s.ending,
          'session_status', s.session_status, 'started_at', s.started_at, 'completed_at', s.completed_at,
          'agents', (select coalesce(json_agg(json_build_object(
              'agent_id', sa.agent_id, 'agent_name', a.name, 'role', sa.role, 'is_lead', sa.is_lead)
              order by sa.is_lead desc, a.name, sa.agent_id), '[]'::json)
            from session_agents sa join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
            where sa.company_id = s.company_id and sa.session_id = s.id))
          order by s.date, s.beginning, s.id), '[]'::json)
        from mission_sessions s where s.company_id = m.company_id and s.mission_id = m.id) as sessions,
      (select coalesce(json_agg(json_build_object(
          'id', ff.id, 'field_type', ff.field_type, 'field_label', ff.field_label, 'options', ff.options)
          order by ff.position, ff.id), '[]'::json)
        from forms f join form_fields ff on ff.company_id = f.company_id and ff.form_id = f.id
        where f.company_id = o.company_id and f.id = o.form_id) as fields,
      (select coalesce(json_agg(json_build_object(
          'field_id', ma.field_id, 'field_type', ma.field_type, 'field_label', ma.field_label, 'value', ma.value)
          order by ma.field_id), '[]'::json)
        from mission_answers ma where ma.company_id = m.company_id and ma.mission_id = m.id) as answers,
      (select coalesce(json_agg(json_build_object(
          'id', mf.id, 'kind', mf.kind, 'field_id', mf.field_id, 'mime_type', mf.mime_type,
          'storage_key', mf.storage_key) order by mf.id), '[]'::json)
        from mission_files mf where mf.company_id = m.company_id and mf.mission_id = m.id) as files
    from missions m
    left join operations o on o.company_id = m.company_id and o.id = m.operation_id
    left join clients c on c.company_id = m.company_id and c.id = m.client_id
    where m.company_id = ${companyId} and m.id = ${missionId}
  `,
  );
  return row;
}
