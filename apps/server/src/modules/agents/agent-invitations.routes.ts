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
import { agentCookieOptions, requireCompany } from '../../http/auth.ts';
import { AGENT_SESSION_COOKIE } from '../auth/agent-auth.service.ts';
import { acceptAgentInvitation, getAgentInvitation, inviteAgent } from './agent-invitations.service.ts';

/**
 * An agent's invitation to choose a password: the planner sends it ('Inviter' on the agent's
 * card), the agent app's page behind the link reads it and sets the password. The link's token is
 * the only credential of the two public calls (256 random bits, single use, expiring).
 */
export const agentInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agents/invite',
    {
      schema: { body: inviteAgentSchema, response: { 200: agentInvitedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const { agentName, sent } = await inviteAgent({
        db: app.db,
        companyId: request.company.id,
        input: request.body,
      });
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
      void reply.setCookie(
        AGENT_SESSION_COOKIE,
        session.cookie,
        agentCookieOptions(app.config.cookieSecure, session.expiresAt),
      );
      return {
        success: true as const,
        message: MESSAGES.agentInvitation.saved,
        agent: session.agent,
        company: session.company,
      };
    },
  );
};
