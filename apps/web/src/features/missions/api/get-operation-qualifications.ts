import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRole } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The qualifications an operation requires (the operations feature's call and cache). */
export const getOperationQualifications = (operationId: number) =>
  apiPost<OperationRole[]>('/operations/get-operation-roles', { operation_id: operationId });

export const getOperationQualificationsQueryOptions = (operationId: number) =>
  queryOptions({
    queryKey: queryKeys.operations.roles(operationId),
    queryFn: () => getOperationQualifications(operationId),
  });

/** `operationId` null (a mission without an operation): nothing is required, nothing read. */
export function useOperationQualifications(operationId: number | null) {
  return useQuery({
    ...getOperationQualificationsQueryOptions(operationId ?? 0),
    enabled: operationId !== null,
  });
}
