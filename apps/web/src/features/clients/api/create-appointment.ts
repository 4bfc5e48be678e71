import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAppointmentInput,
  CreateAppointmentResponse,
  ProposedSlotResponse,
} from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createAppointment = (input: CreateAppointmentInput) =>
  apiPost<CreateAppointmentResponse>('/rdv/create', input);

/** The spec's `POST /rdv/create` body for a chosen proposal (team fields for a multi-agent one). */
export function createAppointmentInputOf(
  clientId: number,
  proposal: ProposedSlotResponse,
): CreateAppointmentInput {
  const isMultiAgent = proposal.teamType === 'multi-agent';
  return {
    clientId,
    date: proposal.date,
    beginning: proposal.beginning,
    ending: proposal.ending,
    agentId: proposal.agentId,
    ...(isMultiAgent
      ? {
          isMultiAgent,
          teamSize: proposal.teamSize,
          agentIds: proposal.teamMembers.map((member) => member.id),
          teamMembers: proposal.teamMembers.map(({ id, name, role }) => ({ id, name, role })),
        }
      : {}),
  };
}

/**
 * Creates the mission of the chosen proposal; the client leaves the list to schedule and the
 * calendars show the new mission (the event stream would too, a moment later).
 */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
      ]),
  });
}
