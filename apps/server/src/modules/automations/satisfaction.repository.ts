/** The satisfaction question's queries (issue 28): missions to ask about, the questions, their answers. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';
import { satisfactionSurveys } from '../../db/schema/index.ts';

export interface SurveyToSend {
  missionId: number;
  clientId: number;
  agentId: number | null;
  operation: string;
  date: string;
  beginning: number;
  ending: number;
  adresse: string;
}

/**
 * Missions completed since `since` (their last session's completion), whose client can be reached
 * (an e-mail or a phone) and who were not asked yet: the rule's work, with the lead of the last
 * session (the statistics per agent).
 */
export async function findSurveysToSend(db: Executor, companyId: number, since: Date) {
  return queryRows<SurveyToSend>(
    db,
    sql`
    select m.id as "missionId", m.client_id as "clientId", last.agent_id as "agentId",
      coalesce(o.name, '') as operation, last.date::text as date, last.beginning, last.ending, m.adresse
    from missions m
    join clients c on c.company_id = m.company_id and c.id = m.client_id
    left join operations o on o.company_id = m.company_id and o.id = m.operation_id
    join lateral (
      select s.date, s.beginning, s.ending, (
        select sa.agent_id from session_agents sa
        where sa.company_id = s.company_id and sa.session_id = s.id
        order by sa.is_lead desc, sa.agent_id limit 1
      ) as agent_id
      from mission_sessions s where s.company_id = m.company_id and s.mission_id = m.id
      order by s.date desc, s.ending desc, s.id desc limit 1
    ) last on true
    where m.company_id = ${companyId} and m.status = 'completed'
      and (c.email is not null or c.telephone is not null)
      and (select max(s.completed_at) from mission_sessions s
           where s.company_id = m.company_id and s.mission_id = m.id) >= ${since.toISOString()}::timestamptz
      and not exists (select 1 from satisfaction_surveys v
           where v.company_id = m.company_id and v.mission_id = m.id)
    order by m.id
    limit 200`,
  );
}

/** Records the question of a mission; false when it was already (another server took it). */
export async function claimSurvey(
  db: Executor,
  companyId: number,
  values: {
    publicId: string;
    clientId: number;
    missionId: number;
    agentId: number | null;
    operation: string;
    date: string;
  },
  now: Date,
) {
  const rows = await db
    .insert(satisfactionSurveys)
    .values({ companyId, ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: satisfactionSurveys.id });
  return rows.length > 0;
}

export async function getSurvey(db: Executor, publicId: string) {
  const [row] = await db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.publicId, publicId));
  return row;
}

/** Writes the score while none is: true for the one answer kept. */
export async function answerSurvey(db: Executor, companyId: number, id: number, score: number, now: Date) {
  const rows = await db
    .update(satisfactionSurveys)
    .set({ score, answeredAt: now })
    .where(
      and(
        eq(satisfactionSurveys.companyId, companyId),
        eq(satisfactionSurveys.id, id),
        isNull(satisfactionSurveys.score),
      ),
    )
    .returning({ id: satisfactionSurveys.id });
  return rows.length > 0;
}

/** The answers of a period (by their intervention's day), per agent and score: the statistics. */
export async function countAnswers(db: Executor, companyId: number, period: { from: string; to: string }) {
  return queryRows<{ agentId: number | null; agentName: string | null; score: number; count: number }>(
    db,
    sql`
    select v.agent_id as "agentId", a.name as "agentName", v.score, count(*)::int as count
    from satisfaction_surveys v
    left join agents a on a.company_id = v.company_id and a.id = v.agent_id
    where v.company_id = ${companyId} and v.score is not null
      and v.date between ${period.from} and ${period.to}
    group by v.agent_id, a.name, v.score
    order by v.agent_id nulls last, v.score`,
  );
}
