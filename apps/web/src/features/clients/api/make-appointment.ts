import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MakeAppointmentInput, MakeAppointmentResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Up to 3 proposals for the client, cheapest first (none: the answer's message says so). */
export const makeAppointment = (input: MakeAppointmentInput) =>
  apiPost<MakeAppointmentResponse>('/rdv/make-appointment', input);

export const getProposalsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: queryKeys.booking.proposals(clientId),
    queryFn: () => makeAppointment({ clientId }),
    // Calendars change under the planner: the popup asks afresh every time it opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useProposals(clientId: number) {
  return useQuery(getProposalsQueryOptions(clientId));
}
