import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the mission popups need of an operation (the operations feature's list, same call and cache). */
export interface OperationOption {
  id: number;
  name: string;
}

export const getOperationOptions = () => apiPost<OperationOption[]>('/operations/get-all');

export const getOperationOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.operations.all, queryFn: getOperationOptions });

export function useOperationOptions() {
  return useQuery(getOperationOptionsQueryOptions());
}
