import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleWithUsage } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every qualification, with how many agents hold it and how many operations require it. */
export const getRoles = () => apiPost<RoleWithUsage[]>('/roles/get-all');

export const getRolesQueryOptions = () => queryOptions({ queryKey: queryKeys.roles.all, queryFn: getRoles });

export function useRoles() {
  return useQuery(getRolesQueryOptions());
}
