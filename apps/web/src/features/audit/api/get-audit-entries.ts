import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntriesResponse, AuditQueryInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /audit/get-all`: one page of the company's audit log, newest first. */
export const getAuditEntries = (filters: AuditQueryInput) =>
  apiPost<AuditEntriesResponse>('/audit/get-all', filters);

export const getAuditEntriesQueryOptions = (filters: AuditQueryInput) =>
  queryOptions({
    queryKey: queryKeys.audit.page(filters),
    queryFn: () => getAuditEntries(filters),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(filters: AuditQueryInput) {
  return useQuery(getAuditEntriesQueryOptions(filters));
}
