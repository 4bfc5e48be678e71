import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AutomationAction, AutomationRule, AutomationSettings } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { inCompany, queryRows } from '../../db/queries.ts';
import type { ExpressOffer } from '../booking/booking.service.ts';
import {
  automationClientSteps,
  automationLog,
  automationRules,
  clients,
  companies,
  expressOffers,
} from '../../db/schema/index.ts';

export async function getCompanyPlan(db: Executor, companyId: number) {
  const [row] = await db
    .select({ plan: companies.subscriptionPlan, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function findRules(db: Executor, companyId: number) {
  return db.select().from(automationRules).where(eq(automationRules.companyId, companyId));
}

export async function getRule(db: Executor, companyId: number, rule: AutomationRule) {
  const [row] = await db
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.companyId, companyId), eq(automationRules.rule, rule)));
  return row;
}

/** Saves a rule; `enabled_at` moves only when it is switched on from paused. */
export async function saveRule(
  db: Executor,
  companyId: number,
  rule: AutomationRule,
  values: { isEnabled: boolean; settings: Partial<AutomationSettings> },
  now: Date,
) {
  const [row] = await db
    .insert(automationRules)
    .values({ companyId, rule, ...values, enabledAt: values.isEnabled ? now : null, updatedAt: now })
    .onConflictDoUpdate({
      target: [automationRules.companyId, automationRules.rule],
      set: {
        isEnabled: values.isEnabled,
        settings: values.settings,
        updatedAt: now,
        enabledAt: values.isEnabled
          ? sql`case when ${automationRules.isEnabled} then ${automationRules.enabledAt} else ${now.toISOString()}::timestamptz end`
          : automationRules.enabledAt,
      },
    })
    .returning();
  return row!;
}

/** Every company's rule switched on, with its plan (the feature is checked by the caller). */
export async function findEnabledRules(
  db: Executor,
  rule: AutomationRule,
  companyIds: readonly number[] | undefined,
) {
  return db
    .select({
      companyId: automationRules.companyId,
      settings: automationRules.settings,
      enabledAt: automationRules.enabledAt,
      plan: companies.subscriptionPlan,
      companyName: companies.name,
    })
    .from(automationRules)
    .innerJoin(companies, eq(companies.id, automationRules.companyId))
    .where(
      and(
        eq(automationRules.rule, rule),
        eq(automationRules.isEnabled, true),
        companyIds ? inArray(automationRules.companyId, [...companyIds]) : undefined,
      ),
    );
}

export interface LogValues {
  rule: AutomationRule;
  action: AutomationAction;
  clientId?: number | null;
  missionId?: number | null;
  detail?: string;
}

/** Writes a line of the log; false when it is a report already recorded (sent once). */
export async function insertLog(db: Executor, companyId: number, values: LogValues, now: Date) {
  const rows = await db
    .insert(automationLog)
    .values({ companyId, ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: automationLog.id });
  return rows.length > 0;
}

export async function findLog(
  db: Executor,
  companyId: number,
  rule: AutomationRule | undefined,
  limit: number,
) {
  return db
    .select({
      id: automationLog.id,
      rule: automationLog.rule,
      action: automationLog.action,
      detail: automationLog.detail,
      createdAt: automationLog.createdAt,
      clientName: sql<string | null>`nullif(concat_ws(' ', ${clients.prenom}, ${clients.name}), '')`,
    })
    .from(automationLog)
    .leftJoin(
      clients,
      and(eq(clients.companyId, automationLog.companyId), eq(clients.id, automationLog.clientId)),
    )
    .where(inCompany(automationLog, companyId, rule ? { rule } : {}))
    .orderBy(desc(automationLog.createdAt), desc(automationLog.id))
    .limit(limit);
}

export async function insertExpressOffers(
  db: Executor,
  companyId: number,
  freedMissionId: number,
  offers: readonly ExpressOffer[],
  expiresAt: Date,
) {
  if (offers.length > 0) {
    await db
      .insert(expressOffers)
      .values(offers.map((offer) => ({ companyId, freedMissionId, expiresAt, ...offer })));
  }
}

export async function getExpressOffer(db: Executor, publicId: string) {
  const [row] = await db.select().from(expressOffers).where(eq(expressOffers.publicId, publicId));
  return row;
}

/** The offer accepted; the other offers of the same freed slot are taken. */
export async function closeExpressOffers(
  db: Executor,
  offer: { companyId: number; id: number; freedMissionId: number; date: string; beginning: number },
) {
  await db
    .update(expressOffers)
    .set({ status: sql`case when ${expressOffers.id} = ${offer.id} then 'accepted' else 'taken' end` })
    .where(
      inCompany(expressOffers, offer.companyId, {
        freedMissionId: offer.freedMissionId,
        date: offer.date,
        beginning: offer.beginning,
      }),
    );
}

export async function markExpressOfferTaken(db: Executor, companyId: number, id: number) {
  await db
    .update(expressOffers)
    .set({ status: 'taken' })
    .where(inCompany(expressOffers, companyId, { id, status: 'offered' }));
}

const parisDay = (instant: string) => sql.raw(`((${instant}) at time zone 'Europe/Paris')::date`);

/**
 * Clients to remind: invited (an invitation sent), still without an appointment, a live link, not
 * reminded yet, and whose last invitation went `days` whole days ago or more (Paris calendar days).
 */
export async function findClientsToRemind(db: Executor, companyId: number, days: number, now: Date) {
  return queryRows<{ clientId: number }>(
    db,
    sql`
    select c.id as "clientId"
    from clients c
    join lateral (
      select max(o.sent_at) as sent_at from outbox_messages o
      where o.company_id = c.company_id and o.client_id = c.id and o.kind = 'invitation' and o.status = 'sent'
    ) invited on invited.sent_at is not null
    left join automation_client_steps s on s.company_id = c.company_id and s.client_id = c.id
    where c.company_id = ${companyId}
      and s.reminded_at is null
      and (c.booking_link_expires_at is null or c.booking_link_expires_at > ${now.toISOString()}::timestamptz)
      and not exists (select 1 from missions m where m.company_id = c.company_id and m.client_id = c.id)
      and ${parisDay(`'${now.toISOString()}'::timestamptz`)} - ${parisDay('invited.sent_at')} >= ${days}
    order by c.id
    limit 500`,
  );
}

/** Reminded clients still without an appointment `days` whole days after the reminder, not handed off yet. */
export async function findClientsToHandOff(db: Executor, companyId: number, days: number, now: Date) {
  return queryRows<{ clientId: number }>(
    db,
    sql`
    select s.client_id as "clientId"
    from automation_client_steps s
    where s.company_id = ${companyId} and s.reminded_at is not null and s.handed_off_at is null
      and not exists (select 1 from missions m where m.company_id = s.company_id and m.client_id = s.client_id)
      and ${parisDay(`'${now.toISOString()}'::timestamptz`)} - ${parisDay('s.reminded_at')} >= ${days}
    order by s.client_id
    limit 500`,
  );
}

/** Takes a client's reminder step (once, whichever server comes first); true when taken. */
export async function claimReminder(db: Executor, companyId: number, clientId: number, now: Date) {
  const rows = await db
    .insert(automationClientSteps)
    .values({ companyId, clientId, remindedAt: now })
    .onConflictDoUpdate({
      target: [automationClientSteps.companyId, automationClientSteps.clientId],
      set: { remindedAt: now },
      setWhere: isNull(automationClientSteps.remindedAt),
    })
    .returning({ clientId: automationClientSteps.clientId });
  return rows.length > 0;
}

export async function claimHandOff(db: Executor, companyId: number, clientId: number, now: Date) {
  const rows = await db
    .update(automationClientSteps)
    .set({ handedOffAt: now })
    .where(
      and(
        eq(automationClientSteps.companyId, companyId),
        eq(automationClientSteps.clientId, clientId),
        isNull(automationClientSteps.handedOffAt),
      ),
    )
    .returning({ clientId: automationClientSteps.clientId });
  return rows.length > 0;
}

/**
 * Missions completed since `since` whose client has an e-mail and whose report was not sent: the
 * report rule's work. A mission is completed when all its sessions are (its status).
 */
export async function findReportsToSend(db: Executor, companyId: number, since: Date) {
  return queryRows<{
    missionId: number;
    clientId: number;
    date: string;
    beginning: number;
    ending: number;
    adresse: string;
  }>(
    db,
    sql`
    select m.id as "missionId", m.client_id as "clientId", m.first_session_date::text as date,
      m.first_session_beginning as beginning, m.first_session_ending as ending, m.adresse
    from missions m
    join clients c on c.company_id = m.company_id and c.id = m.client_id
    where m.company_id = ${companyId} and m.status = 'completed' and c.email is not null
      and m.first_session_date is not null
      and (select max(s.completed_at) from mission_sessions s
           where s.company_id = m.company_id and s.mission_id = m.id) >= ${since.toISOString()}::timestamptz
      and not exists (select 1 from automation_log l where l.company_id = m.company_id
           and l.mission_id = m.id and l.action = 'report_sent')
    order by m.id
    limit 200`,
  );
}
