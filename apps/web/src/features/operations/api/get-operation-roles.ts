import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRole } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getOperationRoles = (operationId: number) =>
  apiPost<OperationRole[]>('/operations/get-operation-roles', { operation_id: operationId });

export const getOperationRolesQueryOptions = (operationId: number) =>
  queryOptions({
    queryKey: queryKeys.operations.roles(operationId),
    queryFn: () => getOperationRoles(operationId),
  });

export function useOperationRoles(operationId: number) {
  return useQuery(getOperationRolesQueryOptions(operationId));
}
