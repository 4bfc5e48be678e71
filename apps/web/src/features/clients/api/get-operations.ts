import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Operation } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The operation types a client may be given; the same query as the operations screen: one cache. */
export const getOperations = () => apiPost<Operation[]>('/operations/get-all');

export const getOperationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.operations.all, queryFn: getOperations });

export function useOperations() {
  return useQuery(getOperationsQueryOptions());
}
