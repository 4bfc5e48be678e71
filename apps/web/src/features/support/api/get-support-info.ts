import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportInfoResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSupportInfo = () => apiPost<SupportInfoResponse>('/support/info');

export const getSupportInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.support, queryFn: getSupportInfo });

export function useSupportInfo() {
  return useQuery(getSupportInfoQueryOptions());
}
