import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface OperationOption {
  id: number;
  name: string;
}

export const getOperations = () => apiPost<OperationOption[]>('/operations/get-all');

export const getOperationsQueryOptions = () =>
  queryOptions({ queryKey: ['operations'], queryFn: getOperations });

export function useOperations() {
  return useQuery(getOperationsQueryOptions());
}
