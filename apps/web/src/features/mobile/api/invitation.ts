import type { AcceptAgentInvitationInput } from '@tourneo/domain/agents/schemas';
import type { AgentInvitationResponse } from '@tourneo/domain/agents/responses';
import type { MobileIdentity } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/** Whom the invitation's link invites (404 unknown, 410 used or expired, each with its French message). */
export const getInvitation = (token: string) =>
  mobileRequest<AgentInvitationResponse>('/mobile/invitation', { body: { token } });

/** Sets the agent's password through the link; the server signs the agent in (cookie, Path=/mobile). */
export const acceptInvitation = (input: AcceptAgentInvitationInput) =>
  mobileRequest<MobileIdentity & { success: true; message: string }>('/mobile/invitation/accept', {
    body: input,
  });
