import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InviteAgentFormValues, agentInvitedResponseSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export type AgentInvited = z.infer<typeof agentInvitedResponseSchema>;

/** 'Inviter': sends the agent a single-use link to choose a password, by e-mail and/or SMS. */
export const inviteAgent = ({ id, ...contact }: InviteAgentFormValues & { id: number }) =>
  apiPost<AgentInvited>('/agents/invite', { id, ...contact });

export function useInviteAgent() {
  return useMutation({ mutationFn: inviteAgent });
}
