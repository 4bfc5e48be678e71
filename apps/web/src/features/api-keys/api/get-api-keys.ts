import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getApiKeys = async () => (await apiPost<{ keys: ApiKey[] }>('/api-keys/get-all')).keys;

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiKeys, queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
