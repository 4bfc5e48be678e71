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

/**
 * The session this page already knows (after a login in this tab), without asking the server:
 * a page load of /login or /register with a session is redirected by the server itself.
 */
export function useKnownSession() {
  return useQuery({ ...getSessionQueryOptions(), enabled: false }).data;
}
