import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@tourneo/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSession = () => apiGet<SessionResponse>('/api/session');

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session, queryFn: getSession, retry: false, staleTime: Infinity });

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
