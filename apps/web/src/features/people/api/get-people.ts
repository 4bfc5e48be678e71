import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeopleResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The company's people, then its invitations still waiting. */
export const getPeople = () => apiPost<PeopleResponse>('/people/get-all');

export const getPeopleQueryOptions = () => queryOptions({ queryKey: queryKeys.people, queryFn: getPeople });

export function usePeople() {
  return useQuery(getPeopleQueryOptions());
}
