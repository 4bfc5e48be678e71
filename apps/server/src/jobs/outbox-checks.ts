/**
 * What the outbox worker checks of a client's message just before it leaves (issue 39): that what
 * it says is still true (`messageVerdict` of the domain), and that no earlier message of its
 * appointment is still to leave before it.
 */
import { sql } from 'drizzle-orm';
import { appointmentStateOf, messageVerdict, type MessageVerdict, type SessionStatus } from '@tourneo/domain';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/queries.ts';
import type { OutboxRow } from './outbox-senders.ts';

const SEND: MessageVerdict = { shouldSend: true };

/**
 * Whether a row still tells the truth: its appointment now (state, start: its first session not
 * cancelled, as the messages name it) against the start the row announced, and its client still
 * there and not erased. A row that names neither a mission nor a client (operator's mail, an
 * agent's invitation) costs no query.
 */
export async function checkOutboxMessage(db: Executor, row: OutboxRow): Promise<MessageVerdict> {
  if (row.companyId === null || (row.missionId === null && row.clientId === null)) {
    return SEND;
  }
  const [facts] = await queryRows<{
    hasClient: boolean;
    status: SessionStatus | null;
    date: string | null;
    beginning: number | null;
  }>(
    db,
    sql`
    select
      exists(select 1 from clients c where c.company_id = ${row.companyId} and c.id = ${row.clientId}
        and c.erased_at is null) as "hasClient",
      m.status, to_char(s.date, 'YYYY-MM-DD') as date, s.beginning
    from (select 1) as one
    left join missions m on m.company_id = ${row.companyId} and m.id = ${row.missionId}
    left join lateral (
      select date, beginning from mission_sessions ms
      where ms.company_id = m.company_id and ms.mission_id = m.id and ms.session_status <> 'cancelled'
      order by date, beginning limit 1) s on true`,
  );
  return messageVerdict({
    announced: { kind: row.kind, date: row.announcedDate, beginning: row.announcedBeginning },
    appointment:
      row.missionId === null
        ? undefined
        : !facts?.status
          ? null
          : { state: appointmentStateOf(facts.status), date: facts.date, beginning: facts.beginning },
    // An erased client (GDPR: `isErasedClient`, its `erased_at`) or a deleted one: nothing more goes to it.
    isClientErased: row.clientId !== null && facts?.hasClient === false,
  });
}

/**
 * The earliest message of the row's appointment written before it, on its channel, still to leave:
 * due, or already tried (waiting for its retry). A message not yet due (a reminder of next week)
 * does not hold back one due now; one sent, failed, cancelled or not sent holds back nothing.
 */
export async function findEarlierPendingMessage(
  db: Executor,
  row: OutboxRow,
  now: Date,
): Promise<{ id: number; sendAfter: Date } | undefined> {
  if (row.companyId === null || row.missionId === null) {
    return undefined;
  }
  const [earlier] = await queryRows<{ id: number; sendAfter: Date | string }>(
    db,
    sql`
    select id, send_after as "sendAfter" from outbox_messages
    where company_id = ${row.companyId} and mission_id = ${row.missionId} and channel = ${row.channel}
      and id < ${row.id} and status = 'pending'
      and (send_after <= ${now.toISOString()}::timestamptz or attempts > 0)
    order by id limit 1`,
  );
  return earlier && { id: Number(earlier.id), sendAfter: new Date(earlier.sendAfter) };
}
