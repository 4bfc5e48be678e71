import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetailResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /payments/invoice: the lines, what each bills, the payments. */
export const getInvoice = (invoiceId: number) =>
  apiPost<InvoiceDetailResponse>('/payments/invoice', { invoice_id: invoiceId });

export const getInvoiceQueryOptions = (invoiceId: number) =>
  queryOptions({ queryKey: queryKeys.payments.invoice(invoiceId), queryFn: () => getInvoice(invoiceId) });

export function useInvoice(invoiceId: number | null) {
  return useQuery({ ...getInvoiceQueryOptions(invoiceId ?? 0), enabled: invoiceId !== null });
}
