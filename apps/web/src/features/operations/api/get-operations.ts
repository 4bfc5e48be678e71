import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface TeamRequirement {
  id?: number;
  role_id: number;
  role_name?: string;
  min_agents: number;
  max_agents: number;
  is_required: boolean;
  load_percentage: number;
  priority_order: number;
  special_requirements: string | null;
}

export interface Operation {
  id: number;
  name: string;
  /** In slots of 15 minutes. */
  duration: number;
  form_id: number | null;
  form_name: string | null;
  sms_message: string | null;
  supports_teams: boolean;
  min_team_size: number;
  team_requirements: TeamRequirement[];
}

export const OPERATIONS_QUERY_KEY = ['operations'] as const;

export const getOperations = () => apiPost<Operation[]>('/operations/get-all');

export const getOperationsQueryOptions = () =>
  queryOptions({ queryKey: OPERATIONS_QUERY_KEY, queryFn: getOperations });

export function useOperations() {
  return useQuery(getOperationsQueryOptions());
}
