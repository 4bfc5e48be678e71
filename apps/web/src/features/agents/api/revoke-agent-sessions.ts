import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { agentSessionsRevokedResponseSchema } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';

export type AgentSessionsRevoked = z.infer<typeof agentSessionsRevokedResponseSchema>;

/** 'Déconnecter l'application': closes every agent app session of the agent (a lost phone...). */
export const revokeAgentSessions = (id: number) =>
  apiPost<AgentSessionsRevoked>('/agents/revoke-sessions', { id });

export function useRevokeAgentSessions() {
  return useMutation({ mutationFn: revokeAgentSessions });
}
