import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface OperationRole {
  operation_id: number;
  role_id: number;
  role_name: string;
}

export const operationRolesQueryKey = (operationId: number) => ['operations', 'roles', operationId] as const;

export const getOperationRoles = (operationId: number) =>
  apiPost<OperationRole[]>('/operations/get-operation-roles', { operation_id: operationId });

export const getOperationRolesQueryOptions = (operationId: number) =>
  queryOptions({
    queryKey: operationRolesQueryKey(operationId),
    queryFn: () => getOperationRoles(operationId),
  });

export function useOperationRoles(operationId: number) {
  return useQuery(getOperationRolesQueryOptions(operationId));
}
