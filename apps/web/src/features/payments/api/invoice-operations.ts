import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteInput, Invoice, RecordFailureInput, RecordPaymentInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What a payment, a failure or a credit note answers: the invoice's row as it is now. */
interface InvoiceChanged {
  success: true;
  message: string;
  invoice: Invoice;
}

const PATHS = {
  payment: '/payments/record-payment',
  failure: '/payments/record-failure',
  creditNote: '/payments/credit-note',
} as const;

export type InvoiceOperation =
  | { kind: 'payment'; input: RecordPaymentInput }
  | { kind: 'failure'; input: RecordFailureInput }
  | { kind: 'creditNote'; input: CreditNoteInput };

/** The operator's changes to an invoice; the list, its details and the metrics read again after. */
export function useInvoiceOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operation: InvoiceOperation) =>
      apiPost<InvoiceChanged>(PATHS[operation.kind], operation.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
  });
}
