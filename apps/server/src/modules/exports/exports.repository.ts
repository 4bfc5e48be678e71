import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';

export interface ClientExportRow {
  id: number;
  name: string;
  prenom: string | null;
  email: string | null;
  telephone: string | null;
  adresse: string;
  code_postal: string;
  operation_name: string | null;
  campagne: string | null;
  created_at: string;
}

/**
 * The company's listed clients after `afterId`, by id, at most `size`: an erased client is in no
 * export (`isListedClient`, issue 39).
 */
export function readClientsAfter(executor: Executor, companyId: number, afterId: number, size: number) {
  return queryRows<ClientExportRow>(
    executor,
    sql`select c.id, c.name, c.prenom, c.email, c.telephone, c.adresse, c.code_postal,
          o.name as operation_name, c.campagne, to_char(c.created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as created_at
        from clients c
        left join operations o on o.company_id = c.company_id and o.id = c.operation_id
        where c.company_id = ${companyId} and c.id > ${afterId} and c.erased_at is null
        order by c.id
        limit ${size}`,
  );
}

export interface SessionExportRow {
  session_id: number;
  mission_id: number;
  date: string;
  beginning: number;
  ending: number;
  client_name: string;
  adresse: string;
  appartement: string | null;
  operation_name: string | null;
  agents: string | null;
  session_status: string;
  billing_status: string;
  creation_type: string;
}

/** Where the next batch starts: after this session in (date, start, id) order. */
export interface SessionKey {
  date: string;
  beginning: number;
  sessionId: number;
}

/**
 * The company's sessions (between two dates, when given) after `after` in (date, start, id)
 * order, at most `size`, each with its mission, operation and team (the lead first).
 */
export function readSessionsAfter(
  executor: Executor,
  companyId: number,
  { period, after, size }: { period?: { from: string; to: string }; after?: SessionKey; size: number },
) {
  return queryRows<SessionExportRow>(
    executor,
    sql`select s.id as session_id, m.id as mission_id, to_char(s.date, 'YYYY-MM-DD') as date, s.beginning, s.ending,
          m.client_name, m.adresse, m.appartement, o.name as operation_name,
          (select string_agg(a.name, ', ' order by sa.is_lead desc, a.name)
             from session_agents sa join agents a on a.company_id = sa.company_id and a.id = sa.agent_id
            where sa.company_id = s.company_id and sa.session_id = s.id) as agents,
          s.session_status, m.billing_status, m.creation_type
        from mission_sessions s
        join missions m on m.company_id = s.company_id and m.id = s.mission_id
        left join operations o on o.company_id = m.company_id and o.id = m.operation_id
        where s.company_id = ${companyId}
          ${period ? sql`and s.date between ${period.from} and ${period.to}` : sql``}
          ${after ? sql`and (s.date, s.beginning, s.id) > (${after.date}::date, ${after.beginning}, ${after.sessionId})` : sql``}
        order by s.date, s.beginning, s.id
        limit ${size}`,
  );
}
