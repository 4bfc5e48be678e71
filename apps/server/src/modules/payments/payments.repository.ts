import { and, asc, desc, eq, gte, isNotNull, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import {
  agents,
  companies,
  companyLegalIdentities,
  invoiceEvents,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  missions,
} from '../../db/schema/index.ts';

/** The one series every invoice and credit note of the platform is numbered in. */
const SERIES = 'platform';

/**
 * The companies with something to bill in [start, end): an agent on the roster before the end, or
 * an appointment confirmed through a link in the period. The others are not even opened.
 */
export async function findBillableCompanyIds(db: Executor, start: Date, end: Date) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select c.id from companies c
      where exists (select 1 from agents a where a.company_id = c.id and a.created_at < ${end})
         or exists (select 1 from missions m where m.company_id = c.id and m.booked_via is not null
                      and m.created_at >= ${start} and m.created_at < ${end})
      order by c.id`),
  );
  return { ids: rows.map((row) => row.id), companyCount: await countCompanies(db) };
}

async function countCompanies(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  return row?.count ?? 0;
}

export async function getCompanyName(db: Executor, companyId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

/** The names of these companies, by id (the run's failures). */
export async function findCompanyNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Agents on the roster before the period's end (agents are deleted for good: those left count). */
export async function findActiveAgents(db: Executor, companyId: number, periodEnd: Date) {
  return db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), lt(agents.createdAt, periodEnd)))
    .orderBy(asc(agents.name));
}

/** Appointments a client confirmed through an e-mail or SMS link in [start, end). */
export async function findLinkConfirmations(db: Executor, companyId: number, start: Date, end: Date) {
  return db
    .select({
      id: missions.id,
      clientName: missions.clientName,
      channel: missions.bookedVia,
      createdAt: missions.createdAt,
    })
    .from(missions)
    .where(
      and(
        eq(missions.companyId, companyId),
        isNotNull(missions.bookedVia),
        gte(missions.createdAt, start),
        lt(missions.createdAt, end),
      ),
    )
    .orderBy(asc(missions.createdAt), asc(missions.id));
}

export async function getLegalIdentity(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(companyLegalIdentities)
    .where(eq(companyLegalIdentities.companyId, companyId));
  return row;
}

export async function saveLegalIdentity(
  db: Executor,
  values: typeof companyLegalIdentities.$inferInsert,
): Promise<void> {
  await db
    .insert(companyLegalIdentities)
    .values(values)
    .onConflictDoUpdate({
      target: companyLegalIdentities.companyId,
      set: { ...values, updatedAt: new Date() },
    });
}

export async function findInvoiceOfPeriod(db: Executor, companyId: number, period: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.period, period), eq(invoices.kind, 'invoice')));
  return row;
}

/**
 * The next number of the series, under the series row's lock: a concurrent issue waits until this
 * transaction ends, and a rolled-back issue gives its number back, so the series has no gap.
 */
export async function takeNextSequence(db: Executor): Promise<number> {
  const [row] = await db
    .update(invoiceNumberSeries)
    .set({ lastValue: sql`${invoiceNumberSeries.lastValue} + 1` })
    .where(eq(invoiceNumberSeries.name, SERIES))
    .returning({ value: invoiceNumberSeries.lastValue });
  return row!.value;
}

export async function insertInvoice(db: Executor, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export async function insertInvoiceLines(db: Executor, lines: (typeof invoiceLines.$inferInsert)[]) {
  if (lines.length > 0) {
    await db.insert(invoiceLines).values(lines);
  }
}

export async function insertInvoiceEvent(db: Executor, values: typeof invoiceEvents.$inferInsert) {
  await db.insert(invoiceEvents).values(values);
}

/** An invoice's amounts as they stand: paid, credited by credit notes, and its last event's kind. */
export interface InvoiceRow {
  id: number;
  companyId: number;
  companyName: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  creditsNumber: string | null;
  period: string;
  rdvCount: number;
  issueDate: string;
  dueDate: string;
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  paidCents: number;
  creditedCents: number;
  lastEventKind: 'payment' | 'failure' | null;
}

const paidCents = sql<number>`coalesce((select sum(e.amount_cents) from invoice_events e where e.company_id = ${invoices.companyId} and e.invoice_id = ${invoices.id} and e.kind = 'payment'), 0)::int`;
const creditedCents = sql<number>`coalesce((select sum(c.total_ttc_cents) from invoices c where c.company_id = ${invoices.companyId} and c.credits_invoice_id = ${invoices.id}), 0)::int`;
const lastEventKind = sql<
  'payment' | 'failure' | null
>`(select e.kind from invoice_events e where e.company_id = ${invoices.companyId} and e.invoice_id = ${invoices.id} order by e.date desc, e.id desc limit 1)`;
const creditsNumber = sql<
  string | null
>`(select o.number from invoices o where o.company_id = ${invoices.companyId} and o.id = ${invoices.creditsInvoiceId})`;

const invoiceColumns = {
  id: invoices.id,
  companyId: invoices.companyId,
  companyName: companies.name,
  number: invoices.number,
  kind: invoices.kind,
  creditsNumber,
  period: invoices.period,
  rdvCount: invoices.rdvCount,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  totalHtCents: invoices.totalHtCents,
  totalTvaCents: invoices.totalTvaCents,
  totalTtcCents: invoices.totalTtcCents,
  paidCents,
  creditedCents,
  lastEventKind,
};

/** Invoices newest first; one company's, or every company's (`companyId` undefined: the operator). */
export async function findInvoices(
  db: Executor,
  { companyId, limit, offset }: { companyId: number | undefined; limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = companyId === undefined ? undefined : eq(invoices.companyId, companyId);
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.sequence))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The CSV export's batch: invoices before the `before` sequence, newest first, at most `size`;
 * one company's, or every company's (`companyId` undefined: the operator).
 */
export async function readInvoicesBefore(
  db: Executor,
  { companyId, before, size }: { companyId: number | undefined; before: number | undefined; size: number },
): Promise<(InvoiceRow & { sequence: number })[]> {
  return db
    .select({ ...invoiceColumns, sequence: invoices.sequence })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        companyId === undefined ? undefined : eq(invoices.companyId, companyId),
        before === undefined ? undefined : lt(invoices.sequence, before),
      ),
    )
    .orderBy(desc(invoices.sequence))
    .limit(size);
}

export async function getInvoice(
  db: Executor,
  { companyId, id }: { companyId: number | undefined; id: number },
): Promise<
  | (InvoiceRow & {
      seller: unknown;
      buyer: unknown;
      periodStart: string;
      periodEnd: string;
      reason: string | null;
      plan: string;
    })
  | undefined
> {
  const [row] = await db
    .select({
      ...invoiceColumns,
      seller: invoices.seller,
      buyer: invoices.buyer,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      reason: invoices.reason,
      plan: invoices.plan,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      companyId === undefined
        ? eq(invoices.id, id)
        : and(eq(invoices.companyId, companyId), eq(invoices.id, id)),
    )
    .limit(1);
  return row;
}

export async function findInvoiceLines(db: Executor, companyId: number, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.lineNo));
}

export async function findInvoiceEvents(db: Executor, companyId: number, invoiceId: number) {
  return db
    .select()
    .from(invoiceEvents)
    .where(and(eq(invoiceEvents.companyId, companyId), eq(invoiceEvents.invoiceId, invoiceId)))
    .orderBy(asc(invoiceEvents.date), asc(invoiceEvents.id));
}

/** Locks an invoice's row (its payments and credit notes are counted under it). */
export async function lockInvoice(db: Executor, companyId: number, id: number) {
  await db.execute(
    sql`select 1 from invoices where company_id = ${companyId} and id = ${id} for no key update`,
  );
}

/**
 * The metrics' sums over the periods from `fromPeriod` on: net invoiced (credit notes deducted),
 * paid, invoice count, per month and per company.
 */
export async function sumInvoices(
  db: Executor,
  { companyId, fromPeriod }: { companyId: number | undefined; fromPeriod: string },
) {
  const companyFilter = companyId === undefined ? sql`true` : sql`i.company_id = ${companyId}`;
  const byMonth = rowsOf<{ period: string; net_cents: number; paid_cents: number; invoice_count: number }>(
    await db.execute(sql`
      select i.period,
        sum(case when i.kind = 'invoice' then i.total_ttc_cents else -i.total_ttc_cents end)::int as net_cents,
        coalesce(sum((select sum(e.amount_cents) from invoice_events e
          where e.company_id = i.company_id and e.invoice_id = i.id and e.kind = 'payment')), 0)::int as paid_cents,
        count(*) filter (where i.kind = 'invoice')::int as invoice_count
      from invoices i
      where ${companyFilter} and i.period >= ${fromPeriod}
      group by i.period order by i.period`),
  );
  const topCompanies =
    companyId === undefined
      ? rowsOf<{ company_name: string; net_cents: number }>(
          await db.execute(sql`
            select c.name as company_name,
              sum(case when i.kind = 'invoice' then i.total_ttc_cents else -i.total_ttc_cents end)::int as net_cents
            from invoices i join companies c on c.id = i.company_id
            where i.period >= ${fromPeriod}
            group by c.id, c.name order by net_cents desc, c.name limit 5`),
        )
      : [];
  return { byMonth, topCompanies };
}
