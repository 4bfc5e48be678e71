import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inCompany, queryRows } from '../../db/queries.ts';
import { clients, missions, outboxMessages } from '../../db/schema/index.ts';

/** What a client message says about the client, its company and its sender partner. */
export interface ClientMessageContext {
  clientId: number;
  prenom: string | null;
  name: string;
  email: string | null;
  telephone: string | null;
  uniqueLink: string;
  shortCode: string | null;
  companyName: string;
  operationName: string | null;
  smsMessage: string | null;
  emailInvitationSubject: string | null;
  emailInvitationBody: string | null;
  emailConfirmationSubject: string | null;
  emailConfirmationBody: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** A mission's appointment as its messages tell it: its first session, its client and operation. */
export interface MissionMessageContext extends Omit<ClientMessageContext, 'clientId'> {
  clientId: number | null;
  missionId: number;
  /** The mission's own copy of the client's name and e-mail (a mission made in the calendar may have no client). */
  missionClientName: string;
  missionEmail: string | null;
  status: string;
  adresse: string;
  appartement: string | null;
  notifiedStart: Date | null;
  date: string | null;
  beginning: number | null;
  ending: number | null;
}

/** The sender partner's contact: the client's partner, else the company's default partner. */
const CONTACT_JOIN = sql`left join lateral (
    select p.email, p.telephone from partners p
    where p.company_id = c.company_id and (p.id = c.partner_id or (c.partner_id is null and p.is_default))
    limit 1) partner on true`;

const CLIENT_COLUMNS = sql`c.id as "clientId", c.prenom, c.name, c.email, c.telephone,
  c.unique_link as "uniqueLink", c.short_code as "shortCode",
  o.name as "operationName", o.sms_message as "smsMessage",
  o.email_invitation_subject as "emailInvitationSubject", o.email_invitation_body as "emailInvitationBody",
  o.email_confirmation_subject as "emailConfirmationSubject", o.email_confirmation_body as "emailConfirmationBody",
  partner.email as "contactEmail", partner.telephone as "contactPhone"`;

export async function getClientMessageContext(
  db: Executor,
  companyId: number,
  clientId: number,
): Promise<ClientMessageContext | undefined> {
  const [row] = await queryRows<ClientMessageContext>(
    db,
    sql`
    select ${CLIENT_COLUMNS}, co.name as "companyName"
    from clients c
    join companies co on co.id = c.company_id
    left join operations o on o.company_id = c.company_id and o.id = c.operation_id
    ${CONTACT_JOIN}
    where c.company_id = ${companyId} and c.id = ${clientId}`,
  );
  return row;
}

export async function getMissionMessageContext(
  db: Executor,
  companyId: number,
  missionId: number,
): Promise<MissionMessageContext | undefined> {
  const [row] = await queryRows<MissionMessageContext & { notifiedStart: Date | string | null }>(
    db,
    sql`
    select ${CLIENT_COLUMNS}, co.name as "companyName",
      m.id as "missionId", m.client_name as "missionClientName", m.client_email as "missionEmail", m.status, m.adresse, m.appartement, m.notified_start as "notifiedStart",
      to_char(s.date, 'YYYY-MM-DD') as date, s.beginning, s.ending,
      coalesce(mo.name, o.name) as "operationName"
    from missions m
    join companies co on co.id = m.company_id
    left join lateral (
      select date, beginning, ending from mission_sessions ms
      where ms.company_id = m.company_id and ms.mission_id = m.id and ms.session_status <> 'cancelled'
      order by date, beginning limit 1) s on true
    left join clients c on c.company_id = m.company_id and c.id = m.client_id
    left join operations mo on mo.company_id = m.company_id and mo.id = m.operation_id
    left join operations o on o.company_id = c.company_id and o.id = c.operation_id
    ${CONTACT_JOIN}
    where m.company_id = ${companyId} and m.id = ${missionId}`,
  );
  if (!row) {
    return undefined;
  }
  return {
    ...row,
    notifiedStart: row.notifiedStart === null ? null : new Date(row.notifiedStart),
  };
}

export async function setNotifiedStart(
  db: Executor,
  companyId: number,
  missionId: number,
  start: Date | null,
): Promise<void> {
  await db
    .update(missions)
    .set({ notifiedStart: start })
    .where(inCompany(missions, companyId, { id: missionId }));
}

export async function setBookedVia(
  db: Executor,
  companyId: number,
  missionId: number,
  via: 'email' | 'sms',
): Promise<void> {
  await db
    .update(missions)
    .set({ bookedVia: via })
    .where(inCompany(missions, companyId, { id: missionId }));
}

/** 8 characters of base62: 47 random bits, plenty for a path that leads to a 128-bit token. */
function newShortCode(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The client's SMS short code, made the first time it is needed. */
export async function ensureShortCode(db: Executor, companyId: number, clientId: number): Promise<string> {
  for (;;) {
    const code = newShortCode();
    try {
      const [row] = await db
        .update(clients)
        .set({ shortCode: sql`coalesce(${clients.shortCode}, ${code})` })
        .where(inCompany(clients, companyId, { id: clientId }))
        .returning({ shortCode: clients.shortCode });
      return row?.shortCode ?? code;
    } catch (error) {
      // A code already taken (one chance in 10^14): draw another.
      if ((error as { code?: string }).code !== '23505') {
        throw error;
      }
    }
  }
}

/** The client of a short code, for the redirect to its booking link. */
export async function findLinkOfShortCode(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uniqueLink: clients.uniqueLink })
    .from(clients)
    .where(eq(clients.shortCode, code));
  return row?.uniqueLink;
}

/** Clients whose invitation is due at `now`, a batch at a time, locked for this transaction. */
export async function takeDueInvitations(
  db: Executor,
  now: Date,
  limit: number,
  companyIds?: readonly number[],
) {
  const scope = companyIds
    ? sql`and company_id = any(${sql.raw(`array[${companyIds.map(Number).join(',') || 0}]::int[]`)})`
    : sql``;
  const due = await queryRows<{ companyId: number; id: number; dueAt: Date | string }>(
    db,
    sql`
    select company_id as "companyId", id, invitation_due_at as "dueAt" from clients
    where invitation_due_at <= ${now.toISOString()}::timestamptz ${scope}
    order by invitation_due_at, company_id, id
    limit ${limit}
    for update skip locked`,
  );
  return due.map((row) => ({
    ...row,
    dueAt: new Date(row.dueAt),
  }));
}

export async function clearInvitationDue(db: Executor, companyId: number, clientIds: number[]) {
  if (clientIds.length === 0) {
    return;
  }
  await db.execute(sql`update clients set invitation_due_at = null
    where company_id = ${companyId} and id = any(${sql.raw(`array[${clientIds.map(Number).join(',')}]::int[]`)})`);
}

/** A client's messages, newest first (at most the last 200). */
export async function findClientOutboxRows(db: Executor, companyId: number, clientId: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(inCompany(outboxMessages, companyId, { clientId }))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(200);
}

export async function getClientOutboxRow(db: Executor, companyId: number, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(inCompany(outboxMessages, companyId, { clientId, id }));
  return row;
}
