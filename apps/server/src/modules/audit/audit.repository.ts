import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { auditEntries, people, reopenings } from '../../db/schema/index.ts';

/** The advisory lock space of the audit chains (two-key form: this space, then the company id). */
const AUDIT_CHAIN_LOCK = 0x617564;

/**
 * Serialises the appends to one company's chain until the transaction ends: two servers writing at
 * once each read the last entry only once the other has committed, so the chain never forks.
 */
export async function lockChain(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK}, ${companyId})`);
}

/** The chain's last entry (its rank and hash), or undefined for an empty chain. */
export async function findLastEntry(tx: Executor, companyId: number) {
  const [row] = await tx
    .select({ seq: auditEntries.seq, hash: auditEntries.hash })
    .from(auditEntries)
    .where(eq(auditEntries.companyId, companyId))
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  return row;
}

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntryRow = Omit<typeof auditEntries.$inferInsert, 'id'>;

export async function insertEntry(tx: Executor, row: NewAuditEntryRow): Promise<void> {
  await tx.insert(auditEntries).values(row);
}

/** The chain from the entry after `afterSeq`, in order, `limit` at a time (the check's batches). */
export async function findChainBatch(db: Executor, companyId: number, afterSeq: number, limit: number) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.companyId, companyId), gt(auditEntries.seq, afterSeq)))
    .orderBy(asc(auditEntries.seq))
    .limit(limit);
}

function filtersOf(companyId: number, query: AuditQuery): SQL | undefined {
  const { action, person, from, to } = query;
  return and(
    eq(auditEntries.companyId, companyId),
    action ? eq(auditEntries.action, action) : undefined,
    person === 'owner'
      ? and(eq(auditEntries.actor, 'owner'), isNull(auditEntries.personId))
      : person !== undefined
        ? eq(auditEntries.personId, person)
        : undefined,
    from ? gte(auditEntries.at, sql`(${from}::date::timestamp at time zone 'Europe/Paris')`) : undefined,
    to ? lt(auditEntries.at, sql`((${to}::date + 1)::timestamp at time zone 'Europe/Paris')`) : undefined,
  );
}

/**
 * One page of the filtered entries, newest first, with the acting person's name when still a
 * member and, for a reopened appointment, its reopening (the reason, or when it was erased) while
 * its appointment exists: the entry names the row by `details.reopening_id`.
 */
export async function findEntries(db: Executor, companyId: number, query: AuditQuery, pageSize: number) {
  const where = filtersOf(companyId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditEntries,
        personName: people.name,
        // Its id first: Drizzle reads a left-joined object as missing when its first column is null.
        reopening: { id: reopenings.id, reason: reopenings.reason, erasedAt: reopenings.reasonErasedAt },
      })
      .from(auditEntries)
      .leftJoin(
        people,
        and(eq(people.companyId, auditEntries.companyId), eq(people.id, auditEntries.personId)),
      )
      .leftJoin(
        reopenings,
        and(
          eq(auditEntries.action, 'appointment_reopened'),
          eq(reopenings.companyId, auditEntries.companyId),
          eq(reopenings.id, sql<number>`(${auditEntries.details} ->> 'reopening_id')::int`),
        ),
      )
      .where(where)
      .orderBy(desc(auditEntries.seq))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
