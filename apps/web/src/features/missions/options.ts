import type { UseQueryOptions } from '@tanstack/react-query';
import type { OperationRole } from '@tourneo/domain';
import type { queryKeys } from '../../lib/query-keys.ts';

/** What the mission popups need of an agent (the agents feature's list, passed in by the app). */
export interface AgentOption {
  id: number;
  name: string;
  /** The qualifications it holds: a transfer offers only agents holding the operation's. */
  role_ids?: readonly number[] | undefined;
}

/** What the mission popups need of an operation (the operations feature's list, passed in by the app). */
export interface OperationOption {
  id: number;
  name: string;
}

/**
 * The query of the qualifications an operation requires: the operations feature's query options,
 * passed in by the app (a transfer offers only the agents holding them).
 */
export type OperationQualificationsQuery = (
  operationId: number,
) => UseQueryOptions<OperationRole[], Error, OperationRole[], ReturnType<typeof queryKeys.operations.roles>>;
