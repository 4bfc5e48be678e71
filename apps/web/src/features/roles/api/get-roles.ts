import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface Role {
  id: number;
  name: string;
  description: string | null;
  /** How many agents hold it. */
  agent_count: number;
  /** How many operations require it (required qualification or team requirement). */
  operation_count: number;
}

export const ROLES_QUERY_KEY = ['roles'] as const;

export const getRoles = () => apiPost<Role[]>('/roles/get-all');

export const getRolesQueryOptions = () => queryOptions({ queryKey: ROLES_QUERY_KEY, queryFn: getRoles });

export function useRoles() {
  return useQuery(getRolesQueryOptions());
}
