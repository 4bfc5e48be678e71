import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  acceptAgentInvitationSchema,
  agentInvitationResponseSchema,
  agentInvitationSchema,
  agentInvitedResponseSchema,
  agentLoginResponseSchema,
  inviteAgentSchema,
} from '@tourneo/domain';
import { setSessionCookies } from '../../http/cookies.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { presentSignedInAgent } from '../auth/auth.service.ts';
import { acceptAgentInvitation, getAgentInvitation, inviteAgent } from './agent-invitations.service.ts';

/**
 * An agent's invitation to choose a password: the planner sends it ('Inviter' on the agent's
 * card), the agent app's page behind the link reads it and sets the password. The link's token is
 * the only credential of the two public calls (256 random bits, single use, expiring).
 */
export const agentInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agents/invite',
    companyRoute(
      { body: inviteAgentSchema, response: { 200: agentInvitedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => {
      const { agentName, sent } = await inviteAgent({ ...companyScopeOf(request), input: request.body });
      return { success: true as const, message: MESSAGES.agentInvitation.sent(agentName), sent };
    },
  );

  app.post(
    '/mobile/invitation',
    { schema: { body: agentInvitationSchema, response: { 200: agentInvitationResponseSchema } } },
    async (request) => {
      const invitation = await getAgentInvitation({ db: app.db, token: request.body.token });
      return {
        success: true as const,
        message: MESSAGES.agentInvitation.pageTitle,
        agent_name: invitation.agentName,
        company_name: invitation.companyName,
      };
    },
  );

  app.post(
    '/mobile/invitation/accept',
    { schema: { body: acceptAgentInvitationSchema, response: { 200: agentLoginResponseSchema } } },
    async (request, reply) => {
      const session = await acceptAgentInvitation({
        db: app.db,
        input: request.body,
        ttlDays: app.config.agentSessionTtlDays,
      });
      // The agent's former sessions end: on this server at once, on the others on notification.
      app.agentSessionCache.forgetCompany(session.company.id);
      setSessionCookies(reply, 'agent', { value: session.cookie, expiresAt: session.expiresAt });
      return presentSignedInAgent(MESSAGES.agentInvitation.saved, session);
    },
  );
};
