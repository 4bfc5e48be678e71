import {
  MESSAGES,
  centsToEuros,
  eurosToCents,
  invoiceNumberOf,
  parisDateOf,
  vatCentsOf,
  type CreditNoteInput,
  type RecordFailureInput,
  type RecordPaymentInput,
} from '@tourneo/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repository from './payments.repository.ts';

/** What is left to pay on an invoice: TTC less payments and credit notes. */
export function remainingCents(row: {
  totalTtcCents: number;
  paidCents: number;
  creditedCents: number;
}): number {
  return row.totalTtcCents - row.paidCents - row.creditedCents;
}

/** The invoice under its lock, as it stands (404 when it is not there: the operator names any). */
async function lockedInvoice(tx: Executor, invoiceId: number) {
  const found = await repository.getInvoice(tx, { companyId: undefined, id: invoiceId });
  if (!found) {
    throw new AppError('NOT_FOUND', MESSAGES.payments.invoiceNotFound);
  }
  await repository.lockInvoice(tx, found.companyId, found.id);
  // Read again under the lock: a payment or a credit note committed meanwhile counts.
  return (await repository.getInvoice(tx, { companyId: found.companyId, id: found.id }))!;
}

/** The operator records a payment (date, amount, method); more than what remains is refused. */
export async function recordPayment({ db, input }: { db: Database; input: RecordPaymentInput }) {
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, input.invoice_id);
    const amountCents = eurosToCents(input.amount);
    if (invoice.kind !== 'invoice' || amountCents > remainingCents(invoice)) {
      throw new AppError('UNPROCESSABLE', MESSAGES.payments.amountTooHigh);
    }
    await repository.insertInvoiceEvent(tx, {
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      kind: 'payment',
      date: input.paid_on,
      amountCents,
      method: input.method,
    });
    return { companyId: invoice.companyId, id: invoice.id };
  });
}

/** The operator records a failed payment (a rejected transfer or debit). */
export async function recordFailure({ db, input }: { db: Database; input: RecordFailureInput }) {
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, input.invoice_id);
    await repository.insertInvoiceEvent(tx, {
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      kind: 'failure',
      date: input.failed_on,
      reason: input.reason,
    });
    return { companyId: invoice.companyId, id: invoice.id };
  });
}

/**
 * A correction: a credit note (avoir) in the same series, for an amount HT (the whole invoice by
 * default), never above what the invoice has not been credited or paid yet. The invoice itself
 * never changes.
 */
export async function issueCreditNote({
  db,
  input,
  now = new Date(),
}: {
  db: Database;
  input: CreditNoteInput;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, input.invoice_id);
    if (invoice.kind !== 'invoice') {
      throw new AppError('UNPROCESSABLE', MESSAGES.payments.creditNoteOfCreditNote);
    }
    const htCents = input.amount_ht === undefined ? invoice.totalHtCents : eurosToCents(input.amount_ht);
    const tvaCents = vatCentsOf(htCents);
    if (htCents + tvaCents > remainingCents(invoice)) {
      throw new AppError('UNPROCESSABLE', MESSAGES.payments.creditNoteTooHigh);
    }
    const issueDate = parisDateOf(now);
    const sequence = await repository.takeNextSequence(tx);
    const id = await repository.insertInvoice(tx, {
      companyId: invoice.companyId,
      sequence,
      number: invoiceNumberOf(sequence),
      kind: 'credit_note',
      creditsInvoiceId: invoice.id,
      period: invoice.period,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      issueDate,
      dueDate: issueDate,
      seller: invoice.seller as never,
      buyer: invoice.buyer as never,
      plan: invoice.plan,
      rdvCount: 0,
      totalHtCents: htCents,
      totalTvaCents: tvaCents,
      totalTtcCents: htCents + tvaCents,
      reason: input.reason,
    });
    await repository.insertInvoiceLines(tx, [
      {
        companyId: invoice.companyId,
        invoiceId: id,
        lineNo: 1,
        kind: 'credit',
        description: `Avoir sur la facture ${invoice.number} : ${input.reason}`,
        quantity: 1,
        unitPriceCents: htCents,
        htCents,
        tvaCents,
        ttcCents: htCents + tvaCents,
      },
    ]);
    return { companyId: invoice.companyId, id, amount: centsToEuros(htCents + tvaCents) };
  });
}
