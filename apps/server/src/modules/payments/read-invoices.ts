import {
  INVOICES_PAGE_MAX,
  MESSAGES,
  METRICS_DEFAULT_MONTHS,
  centsToEuros,
  parisDateOf,
  periodOf,
  shiftPeriod,
  type LegalIdentityInput,
} from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repository from './payments.repository.ts';
import { presentInvoice } from './payments.presenter.ts';

/** Who reads: one company (its own invoices only), or the operator (`companyId` undefined: all). */
interface Reader {
  db: Database;
  companyId: number | undefined;
}

/** POST /payments/invoices: newest first, 50 at most. */
export async function findInvoices({
  db,
  companyId,
  limit = INVOICES_PAGE_MAX,
  offset = 0,
}: Reader & { limit?: number | undefined; offset?: number | undefined }) {
  const { rows, total } = await repository.findInvoices(db, { companyId, limit, offset });
  return { invoices: rows.map(presentInvoice), total };
}

/**
 * One invoice's row as the list shows it (after a payment, a failure or a credit note): not its
 * lines, whose drill-down holds every appointment the month billed.
 */
export async function getInvoiceSummary(reader: Reader & { invoiceId: number }) {
  return presentInvoice(await getInvoiceRow(reader));
}

/** One invoice's row (as issued, with its status); another company's: 404. */
export async function getInvoiceRow({ db, companyId, invoiceId }: Reader & { invoiceId: number }) {
  const row = await repository.getInvoice(db, { companyId, id: invoiceId });
  if (!row) {
    throw new AppError('NOT_FOUND', MESSAGES.payments.invoiceNotFound);
  }
  return row;
}

/** An invoice's lines, with what each bills. */
export function findInvoiceLines({
  db,
  companyId,
  invoiceId,
}: {
  db: Database;
  companyId: number;
  invoiceId: number;
}) {
  return repository.findInvoiceLines(db, companyId, invoiceId);
}

/** One invoice as issued, its lines with what they bill, and its payments; another company's: 404. */
export async function getInvoiceDetail({ db, companyId, invoiceId }: Reader & { invoiceId: number }) {
  const row = await getInvoiceRow({ db, companyId, invoiceId });
  const lines = await repository.findInvoiceLines(db, row.companyId, row.id);
  const events = await repository.findInvoiceEvents(db, row.companyId, row.id);
  return { row, lines, events };
}

/** POST /payments/metrics: the last `months` months, the current one included. */
export async function getPaymentMetrics({
  db,
  companyId,
  months = METRICS_DEFAULT_MONTHS,
  now = new Date(),
}: Reader & { months?: number | undefined; now?: Date }) {
  const current = periodOf(parisDateOf(now));
  const fromPeriod = shiftPeriod(current, months - 1);
  const { byMonth, topCompanies } = await repository.sumInvoices(db, { companyId, fromPeriod });
  const totalCents = byMonth.reduce((sum, month) => sum + month.net_cents, 0);
  const paidCents = byMonth.reduce((sum, month) => sum + month.paid_cents, 0);
  const count = byMonth.reduce((sum, month) => sum + month.invoice_count, 0);
  const revenueOf = new Map(byMonth.map((month) => [month.period, month.net_cents]));
  const monthly = Array.from({ length: months }, (_, index) => shiftPeriod(current, months - 1 - index));
  return {
    stats: {
      total_amount: centsToEuros(totalCents),
      paid_amount: centsToEuros(paidCents),
      pending_amount: centsToEuros(Math.max(0, totalCents - paidCents)),
      total_invoices: count,
      average_invoice: count === 0 ? 0 : centsToEuros(Math.round(totalCents / count)),
    },
    monthly_revenue: monthly.map((month) => ({
      month,
      total_revenue: centsToEuros(revenueOf.get(month) ?? 0),
    })),
    top_companies: topCompanies.map((company) => ({
      company_name: company.company_name,
      total_revenue: centsToEuros(company.net_cents),
    })),
  };
}

export async function getLegalIdentity({ db, companyId }: { db: Database; companyId: number }) {
  const row = await repository.getLegalIdentity(db, companyId);
  return row
    ? {
        legal_name: row.legalName,
        address: row.address,
        postal_code: row.postalCode,
        city: row.city,
        siren: row.siren,
        vat_number: row.vatNumber,
      }
    : null;
}

/** 'Mon abonnement': the company's identity as a buyer; invoices already issued keep theirs. */
export async function saveLegalIdentity({
  db,
  companyId,
  input,
}: {
  db: Database;
  companyId: number;
  input: LegalIdentityInput;
}) {
  await repository.saveLegalIdentity(db, {
    companyId,
    legalName: input.legal_name,
    address: input.address,
    postalCode: input.postal_code,
    city: input.city,
    siren: input.siren,
    vatNumber: input.vat_number,
  });
  return getLegalIdentity({ db, companyId });
}
