import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVOICES_PAGE_MAX, type InvoiceListResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /payments/invoices: 50 per page (spec 2 §9), newest first. */
export const getInvoices = (offset: number) =>
  apiPost<InvoiceListResponse>('/payments/invoices', { limit: INVOICES_PAGE_MAX, offset });

export const getInvoicesQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: queryKeys.payments.invoices(offset),
    queryFn: () => getInvoices(offset),
    placeholderData: keepPreviousData,
  });

export function useInvoices(offset: number) {
  return useQuery(getInvoicesQueryOptions(offset));
}
