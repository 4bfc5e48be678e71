import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface SessionResponse {
  admin: { company_id: number; company_name: string };
}

export const getSession = () => apiGet<SessionResponse>('/api/session');

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: getSession, retry: false, staleTime: Infinity });

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
