import { INVOICE_STATUS_LABELS } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { CSV_BATCH_SIZE, rowsInBatches } from '../../http/csv-download.ts';
import { presentInvoice } from './payments.presenter.ts';
import * as repository from './payments.repository.ts';

/** `1234,5` → `1234,50`: a decimal comma, as French spreadsheets read a number. */
const csvAmount = (euros: number) => euros.toFixed(2).replace('.', ',');

/**
 * `GET /payments/invoices/export.csv`: the company's invoices and credit notes, newest first
 * (the operator's: every company's, with the company's name second), read 1,000 at a time as
 * the file goes out. The amounts and the status are the list's (`presentInvoice`).
 */
export async function* invoiceCsvLines(
  { db, companyId }: { db: Database; companyId: number | undefined },
  size = CSV_BATCH_SIZE,
) {
  const rows = rowsInBatches(
    (before: number | undefined, batch) =>
      repository.readInvoicesBefore(db, { companyId, before, size: batch }),
    (row) => row.sequence,
    size,
  );
  for await (const row of rows) {
    const invoice = presentInvoice(row);
    yield [
      invoice.number,
      ...(companyId === undefined ? [invoice.company_name] : []),
      invoice.kind === 'credit_note' ? 'Avoir' : 'Facture',
      invoice.credits_number,
      invoice.issue_date,
      invoice.due_date,
      invoice.period,
      invoice.rdv_count,
      csvAmount(invoice.total_ht),
      csvAmount(invoice.total_tva),
      csvAmount(invoice.total_amount),
      csvAmount(invoice.paid_amount),
      csvAmount(invoice.credited_amount),
      csvAmount(invoice.remaining_amount),
      INVOICE_STATUS_LABELS[invoice.status],
    ];
  }
}
