/**
 * The payments module's public use cases (issue 22): the platform's monthly invoices to the
 * companies, their payments, credit notes and metrics, and the invoices' Factur-X files.
 */
import { MESSAGES, type InvoiceDetailResponse } from '@tourneo/domain';
import { centsToEuros } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import type { InvoiceParty } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { findInvoiceLines, getInvoiceDetail, getInvoiceRow } from './read-invoices.ts';
import { presentInvoice } from './payments.presenter.ts';
import type { InvoiceDocument } from './invoice-data.ts';
import { renderCiiXml, renderFacturX } from './invoice-pdf.ts';
import { keptInvoicePdf } from './invoice-files.ts';

export { generateAllInvoices, issueMonthlyInvoice } from './generate-invoices.ts';
export { invoiceCsvLines } from './invoices-export.ts';
export { issueCreditNote, recordFailure, recordPayment } from './invoice-payments.ts';
export {
  findInvoices,
  getInvoiceSummary,
  getLegalIdentity,
  getPaymentMetrics,
  saveLegalIdentity,
} from './read-invoices.ts';

type Reader = { db: Database; companyId: number | undefined; invoiceId: number };

/** POST /payments/invoice: the invoice, its lines with what each bills (drill-down), its events. */
export async function getInvoice(reader: Reader): Promise<InvoiceDetailResponse['data']> {
  const { row, lines, events } = await getInvoiceDetail(reader);
  const party = (value: unknown) =>
    Object.fromEntries(
      Object.entries(value as Record<string, string | undefined>).map(([key, item]) => [key, item ?? '']),
    );
  return {
    invoice: presentInvoice(row),
    lines: lines.map((line) => ({
      line_no: line.lineNo,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_price_ht: centsToEuros(line.unitPriceCents),
      total_ht: centsToEuros(line.htCents),
      total_tva: centsToEuros(line.tvaCents),
      total_ttc: centsToEuros(line.ttcCents),
      items: line.items.map((item) => ({ label: item.label, date: item.date, channel: item.channel })),
    })),
    events: events.map((event) => ({
      kind: event.kind,
      date: event.date,
      amount: event.amountCents === null ? null : centsToEuros(event.amountCents),
      method: event.method,
      reason: event.reason,
    })),
    seller: party(row.seller),
    buyer: party(row.buyer),
  };
}

type InvoiceRow = Awaited<ReturnType<typeof getInvoiceRow>>;

/** What the invoice says as issued: its PDF and its XML show this and nothing else. */
function issuedOf(row: InvoiceRow) {
  return {
    number: row.number,
    kind: row.kind,
    creditsNumber: row.creditsNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    seller: row.seller as InvoiceParty,
    buyer: row.buyer as InvoiceParty,
    totalHtCents: row.totalHtCents,
    totalTvaCents: row.totalTvaCents,
    totalTtcCents: row.totalTtcCents,
  };
}

async function documentOf(db: Database, row: InvoiceRow): Promise<InvoiceDocument> {
  const lines = await findInvoiceLines({ db, companyId: row.companyId, invoiceId: row.id });
  return { ...issuedOf(row), lines };
}

/**
 * The invoice's Factur-X PDF and its file name; another company's: 404. Built at the first
 * request, then read from the file storage (decision 0041, 'Invoice PDFs kept').
 */
export async function getInvoicePdf(
  reader: Reader & { storage: FileStorage },
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await getInvoiceRow(reader);
  const pdf = await keptInvoicePdf({
    storage: reader.storage,
    companyId: row.companyId,
    invoiceId: row.id,
    issued: issuedOf(row),
    build: async () => renderFacturX(await documentOf(reader.db, row)),
  });
  return { fileName: `${row.number}.pdf`, pdf };
}

/** The invoice's CII XML (EN 16931). */
export async function getInvoiceXml(reader: Reader): Promise<{ fileName: string; xml: string }> {
  const document = await documentOf(reader.db, await getInvoiceRow(reader));
  return { fileName: `${document.number}-factur-x.xml`, xml: await renderCiiXml(document) };
}

export function assertInvoiceId(id: number | undefined): number {
  if (id === undefined) {
    throw new AppError('NOT_FOUND', MESSAGES.payments.invoiceNotFound);
  }
  return id;
}
