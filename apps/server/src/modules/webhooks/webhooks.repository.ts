import { and, arrayContains, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  outboxMessages,
  partners,
  people,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export async function findEndpointRows(db: Executor, companyId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function getEndpointRow(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function countEndpoints(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row?.value ?? 0;
}

export async function insertEndpoint(
  db: Executor,
  values: { companyId: number; url: string; events: string[]; encryptedSecret: string },
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function deleteEndpoint(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function updateEndpoint(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<Pick<WebhookEndpointRow, 'encryptedSecret' | 'disabledAt' | 'failureStreak'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

/** The company's enabled endpoints that follow `type`. */
export async function findSubscribedEndpoints(db: Executor, companyId: number, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    )
    .orderBy(webhookEndpoints.id);
}

export async function insertDelivery(
  db: Executor,
  values: {
    companyId: number;
    endpointId: number;
    eventId: string;
    eventType: string;
    missionId: number | null;
    body: string;
    outboxMessageId: number;
  },
) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning({ id: webhookDeliveries.id });
  return row!.id;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  companyId: webhookDeliveries.companyId,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  missionId: webhookDeliveries.missionId,
  body: webhookDeliveries.body,
  httpStatus: webhookDeliveries.httpStatus,
  responseExcerpt: webhookDeliveries.responseExcerpt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
};
export type DeliveryRow = Awaited<ReturnType<typeof findDeliveryRows>>[number];

/** A page of an endpoint's log, newest first (`limit` + 1 rows read: the last says there is more). */
export async function findDeliveryRows(
  db: Executor,
  companyId: number,
  endpointId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .leftJoin(outboxMessages, eq(outboxMessages.id, webhookDeliveries.outboxMessageId))
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
}

export async function getDeliveryRow(db: Executor, companyId: number, deliveryId: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .leftJoin(outboxMessages, eq(outboxMessages.id, webhookDeliveries.outboxMessageId))
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

/** The delivery an outbox row carries, with its endpoint. */
export async function findDeliveryOfOutboxRow(db: Executor, outboxMessageId: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      endpoint: webhookEndpoints,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.companyId, webhookDeliveries.companyId),
        eq(webhookEndpoints.id, webhookDeliveries.endpointId),
      ),
    )
    .where(eq(webhookDeliveries.outboxMessageId, outboxMessageId));
  return row;
}

/** The earliest delivery of the same mission to the same endpoint, before this one, still to send. */
export async function findEarlierPendingDelivery(
  db: Executor,
  delivery: { companyId: number; endpointId: number; missionId: number; id: number },
) {
  const [row] = await db
    .select({ id: webhookDeliveries.id, sendAfter: outboxMessages.sendAfter })
    .from(webhookDeliveries)
    .innerJoin(outboxMessages, eq(outboxMessages.id, webhookDeliveries.outboxMessageId))
    .where(
      and(
        eq(webhookDeliveries.companyId, delivery.companyId),
        eq(webhookDeliveries.endpointId, delivery.endpointId),
        eq(webhookDeliveries.missionId, delivery.missionId),
        lt(webhookDeliveries.id, delivery.id),
        eq(outboxMessages.status, 'pending'),
      ),
    )
    .orderBy(webhookDeliveries.id)
    .limit(1);
  return row;
}

export async function recordDeliveryAttempt(
  db: Executor,
  companyId: number,
  deliveryId: number,
  values: { httpStatus: number | null; responseExcerpt: string | null; at: Date },
) {
  await db
    .update(webhookDeliveries)
    .set({ httpStatus: values.httpStatus, responseExcerpt: values.responseExcerpt, lastAttemptAt: values.at })
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, deliveryId)));
}

/** A success: the endpoint's streak of failures ends. */
export async function resetFailureStreak(db: Executor, companyId: number, endpointId: number) {
  await db
    .update(webhookEndpoints)
    .set({ failureStreak: 0 })
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.id, endpointId),
        sql`${webhookEndpoints.failureStreak} <> 0`,
      ),
    );
}

/** A failure: one more in the streak; answers the new streak and whether the endpoint is disabled. */
export async function countFailure(db: Executor, companyId: number, endpointId: number) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failureStreak: sql`${webhookEndpoints.failureStreak} + 1` })
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)))
    .returning({ failureStreak: webhookEndpoints.failureStreak, disabledAt: webhookEndpoints.disabledAt });
  return row;
}

/** Disables the endpoint unless it is already: true for the one call that disabled it. */
export async function disableEndpoint(db: Executor, companyId: number, endpointId: number, at: Date) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ disabledAt: at })
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.id, endpointId),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Who hears of the company's settings: its contact address, else its administrateurs, else its default partner's mailbox. */
export async function findSettingsRecipients(db: Executor, companyId: number): Promise<string[]> {
  const [company] = await db
    .select({ email: companies.contactEmail })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.email) {
    return [company.email];
  }
  const admins = await db
    .select({ email: people.email })
    .from(people)
    .where(and(eq(people.companyId, companyId), eq(people.role, 'administrateur')))
    .orderBy(people.id);
  if (admins.length > 0) {
    return admins.map((admin) => admin.email);
  }
  // A company without contact nor people: its default partner's mailbox (its own sending address).
  const [partner] = await db
    .select({ email: partners.email })
    .from(partners)
    .where(and(eq(partners.companyId, companyId), sql`${partners.isDefault}`))
    .limit(1);
  return partner ? [partner.email] : [];
}
