import { centsToEuros, type Invoice, type InvoiceStatus } from '@tourneo/domain';
import type { InvoiceRow } from './payments.repository.ts';
import { remainingCents } from './invoice-payments.ts';

/**
 * An invoice's status, derived from its events (spec 2 §4): paid (Payée) once nothing remains;
 * failed (Échec) when the last event is a failed payment; pending (En attente) when partly paid;
 * sent (Envoyée) otherwise. A credit note is sent.
 */
export function statusOf(row: InvoiceRow): InvoiceStatus {
  if (row.kind === 'credit_note') {
    return 'sent';
  }
  if (remainingCents(row) <= 0) {
    return 'paid';
  }
  if (row.lastEventKind === 'failure') {
    return 'failed';
  }
  return row.paidCents > 0 ? 'pending' : 'sent';
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    number: row.number,
    kind: row.kind,
    credits_number: row.creditsNumber,
    period: row.period,
    rdv_count: row.rdvCount,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    total_ht: centsToEuros(row.totalHtCents),
    total_tva: centsToEuros(row.totalTvaCents),
    total_amount: centsToEuros(row.totalTtcCents),
    paid_amount: centsToEuros(row.paidCents),
    credited_amount: centsToEuros(row.creditedCents),
    remaining_amount: row.kind === 'invoice' ? centsToEuros(Math.max(0, remainingCents(row))) : 0,
    status: statusOf(row),
    invoice_url: `/payments/invoices/${row.id}/factur-x.xml`,
    pdf_url: `/payments/invoices/${row.id}/pdf`,
  };
}
