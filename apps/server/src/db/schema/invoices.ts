import { sql } from 'drizzle-orm';
import type { InvoiceLineKind } from '@tourneo/domain';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import {
  companyForeignKey,
  companyIdColumn,
  companyKey,
  createdAtColumn,
  instantColumn,
  rowIdColumn,
} from './columns.ts';

/**
 * Invoices are kept ten years (Code de commerce L123-22, CGI art. L102 B): their company cannot
 * be deleted while it has any (RESTRICT, not the tenant tables' CASCADE). Each invoice carries its
 * buyer's identity as issued, so it reads whole without the company's row
 * (docs/decisions/0031-billing-speed-and-invoice-retention.md).
 */
const retainedCompanyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'restrict' });

/**
 * The platform's invoices to companies (issue 22, docs/decisions/0028-platform-invoices.md).
 * An issued invoice never changes (a trigger refuses any UPDATE of these rows and of their lines);
 * a correction is a credit note, another row of the same series. Its payment status is derived
 * from its events, never stored on it.
 */

/** The one numbering series: its last number, taken under the row's lock at issue. */
export const invoiceNumberSeries = pgTable('invoice_number_series', {
  name: text('name').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});

/** Seller and buyer as written on the invoice at issue (CGI art. 242 nonies A). */
export interface InvoiceParty {
  legalName: string;
  address: string;
  postalCode: string;
  city: string;
  siren: string;
  vatNumber: string;
  email?: string;
}

export const invoices = pgTable(
  'invoices',
  {
    companyId: retainedCompanyId(),
    id: rowIdColumn(),
    /** Position in the series: 1, 2, 3... without gaps, never reused. */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    /** The credited invoice (a credit note). */
    creditsInvoiceId: integer('credits_invoice_id'),
    /** 'YYYY-MM': the month of service. */
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty & { companyName: string }>().notNull(),
    plan: text('plan').notNull(),
    rdvCount: integer('rdv_count').notNull().default(0),
    totalHtCents: integer('total_ht_cents').notNull(),
    totalTvaCents: integer('total_tva_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    /** Why a credit note was issued. */
    reason: text('reason'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('invoices_sequence_unique').on(table.sequence),
    uniqueIndex('invoices_number_unique').on(table.number),
    // One invoice per company and month: generating a period twice creates nothing twice.
    uniqueIndex('invoices_company_period_unique')
      .on(table.companyId, table.period)
      .where(sql`${table.kind} = 'invoice'`),
    index('invoices_period_idx').on(table.period),
    companyForeignKey(table, table.creditsInvoiceId, { companyId: table.companyId, id: table.id }),
    check('invoices_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
    check(
      'invoices_amounts_check',
      sql`${table.totalTtcCents} = ${table.totalHtCents} + ${table.totalTvaCents}`,
    ),
  ],
);

/** What a line bills, for the drill-down: an agent, or an appointment and its channel. */
export interface InvoiceLineItem {
  label: string;
  date: string | null;
  channel: 'email' | 'sms' | null;
  missionId?: number;
  agentId?: number;
}

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    companyId: retainedCompanyId(),
    invoiceId: integer('invoice_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind').$type<InvoiceLineKind | 'credit'>().notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    htCents: integer('ht_cents').notNull(),
    tvaCents: integer('tva_cents').notNull(),
    ttcCents: integer('ttc_cents').notNull(),
    items: jsonb('items').$type<InvoiceLineItem[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.invoiceId, table.lineNo] }),
    foreignKey({
      columns: [table.companyId, table.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
  ],
);

/** A payment recorded by the operator, or a failed attempt. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    companyId: retainedCompanyId(),
    id: rowIdColumn(),
    invoiceId: integer('invoice_id').notNull(),
    kind: text('kind').$type<'payment' | 'failure'>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents'),
    method: text('method'),
    reason: text('reason'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    index('invoice_events_invoice_idx').on(table.companyId, table.invoiceId),
    companyForeignKey(table, table.invoiceId, invoices).onDelete('cascade'),
    check('invoice_events_kind_check', sql`${table.kind} in ('payment', 'failure')`),
    check(
      'invoice_events_amount_check',
      sql`(${table.kind} = 'payment' and ${table.amountCents} > 0) or (${table.kind} = 'failure' and ${table.amountCents} is null)`,
    ),
  ],
);

/** The buyer's identity a company enters in 'Mon abonnement', copied on each invoice at issue. */
export const companyLegalIdentities = pgTable('company_legal_identities', {
  companyId: companyIdColumn().primaryKey(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  siren: text('siren').notNull(),
  vatNumber: text('vat_number').notNull(),
  updatedAt: instantColumn('updated_at').notNull().defaultNow(),
});

/** The platform operator's sessions (OPERATOR_NAME): the cookie's token, only its SHA-256 stored. */
export const operatorSessions = pgTable('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: createdAtColumn(),
  expiresAt: instantColumn('expires_at').notNull(),
});
