/** Booking invitations: a planner's 'Envoyer le lien' and the import's due invitations. */
import type { CompanyScope, Database, Executor } from '../../db/client.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import * as repository from './messaging.repository.ts';
import { compose } from './message-composer.ts';

/**
 * Writes a client's booking invitation, in the caller's transaction: by e-mail and/or SMS as the
 * client can be reached, due at `sendAfter`. `occasion` makes its key: the due instant of an
 * import's invitation (sent once), or the instant of a planner's 'Envoyer le lien'.
 * Returns how many messages were written.
 */
export async function queueInvitation({
  db,
  companyId,
  clientId,
  sendAfter,
  occasion,
  now = new Date(),
}: CompanyScope<Executor> & {
  clientId: number;
  sendAfter: Date;
  occasion: string;
  now?: Date;
}): Promise<number> {
  const context = await repository.getClientMessageContext(db, companyId, clientId);
  if (!context) {
    return 0;
  }
  let written = 0;
  for (const message of await compose(db, companyId, context, clientId, 'invitation')) {
    const id = await enqueueOutboxMessage(
      db,
      {
        companyId,
        dedupeKey: `invitation:${companyId}:${clientId}:-:${occasion}:${message.channel}`,
        kind: 'invitation',
        clientId,
        sendAfter,
        ...message,
      },
      undefined,
      now,
    );
    written += id === null ? 0 : 1;
  }
  return written;
}

/**
 * The dispatcher's due work: imported clients whose invitation is due become invitation messages,
 * and their `invitation_due_at` is cleared, in one transaction per batch (a crash leaves either
 * both or neither; the message's key holds it to once).
 */
export async function createDueInvitations({
  db,
  now,
  batchSize = 500,
  companyIds,
}: {
  db: Database;
  now: Date;
  batchSize?: number;
  /** Only these companies' (a test's own); every company's by default. */
  companyIds?: readonly number[];
}): Promise<number> {
  let created = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await repository.takeDueInvitations(tx, now, batchSize, companyIds);
      const byCompany = new Map<number, number[]>();
      for (const client of due) {
        created += await queueInvitation({
          db: tx,
          companyId: client.companyId,
          clientId: client.id,
          sendAfter: client.dueAt,
          occasion: client.dueAt.toISOString(),
          now,
        });
        byCompany.set(client.companyId, [...(byCompany.get(client.companyId) ?? []), client.id]);
      }
      for (const [companyId, clientIds] of byCompany) {
        await repository.clearInvitationDue(tx, companyId, clientIds);
      }
      return due.length;
    });
    if (taken < batchSize) {
      return created;
    }
  }
}
