import {
  AGENT_INVITATION_VALID_DAYS,
  MESSAGES,
  type AcceptAgentInvitationInput,
  type InviteAgentInput,
} from '@tourneo/domain';
import type { CompanyScope, Transaction } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { publicPageUrl } from '../messaging/messaging.service.ts';
import { hashPassword } from '../../security/password.ts';
import {
  liveLinkReader,
  useLinkOnce,
  type LinkLookup,
  type LinkUse,
} from '../../security/single-use-link.ts';
import { createSessionToken } from '../../security/session-token.ts';
import { openAgentSession, revokeAgentSessions } from '../auth/agent-auth.service.ts';
import * as repository from './agent-invitations.repository.ts';

const m = MESSAGES.agentInvitation;
const DAY_MS = 86_400_000;

/**
 * The link's page in the agent app. The token is in the fragment: the browser never sends it to
 * a server (access logs, proxies, Referer); the page posts it.
 */
export const invitationLinkOf = (token: string) => publicPageUrl(`/agent/invitation#${token}`);

interface InviteAgentOptions extends CompanyScope {
  input: InviteAgentInput;
  now?: Date;
}

/**
 * `POST /agents/invite`: a single-use link (an opaque random token, its SHA-256 stored) valid
 * AGENT_INVITATION_VALID_DAYS days, sent through the outbox by e-mail and/or SMS in the same
 * transaction. The agent's earlier unused links stop working. Answers how many messages were written.
 */
export async function inviteAgent({ db, companyId, input, now = new Date() }: InviteAgentOptions) {
  return db.transaction(async (tx) => {
    const agent = await repository.getInvitedAgent(tx, companyId, input.id);
    if (!agent) {
      throw notFound();
    }
    await repository.deleteUnusedInvitations(tx, companyId, agent.id);
    const { token, tokenHash } = createSessionToken();
    const invitationId = await repository.insertInvitation(tx, {
      companyId,
      agentId: agent.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AGENT_INVITATION_VALID_DAYS * DAY_MS),
    });
    const link = invitationLinkOf(token);
    const textOf = (channel: 'email' | 'sms') =>
      channel === 'sms'
        ? m.smsText(agent.companyName, link)
        : m.messageText(agent.name, agent.companyName, link);
    const recipients = [
      ...(input.email ? [{ channel: 'email' as const, recipient: input.email }] : []),
      ...(input.telephone ? [{ channel: 'sms' as const, recipient: input.telephone }] : []),
    ];
    for (const { channel, recipient } of recipients) {
      await enqueueOutboxMessage(
        tx,
        {
          companyId,
          dedupeKey: `agent_invitation:${companyId}:${agent.id}:${invitationId}:${channel}`,
          kind: 'agent_invitation',
          channel,
          recipient,
          subject: channel === 'email' ? m.emailSubject(agent.companyName) : '',
          bodyText: textOf(channel),
        },
        undefined,
        now,
      );
    }
    return { agentName: agent.name, sent: recipients.length };
  });
}

/** The live invitation of a token: 404 unknown (or replaced), 410 used or expired, each in French. */
const getLiveInvitation = liveLinkReader(repository.getInvitationByTokenHash, m);

/** `POST /mobile/invitation`: whom the link invites, before the agent chooses a password. */
export async function getAgentInvitation(lookup: LinkLookup) {
  const invitation = await getLiveInvitation(lookup);
  return { agentName: invitation.agent.name, companyName: invitation.companyName };
}

/**
 * `POST /mobile/invitation/accept`: sets the agent's password (the company's rules, checked by the
 * schema), uses the link up, closes the agent's other app sessions (a password changed) and opens
 * one on this phone, in one transaction. A second use of the link, even concurrent, answers 410.
 */
export async function acceptAgentInvitation(use: LinkUse<AcceptAgentInvitationInput> & { ttlDays: number }) {
  const { db, input, ttlDays, now = new Date() } = use;
  const passwordHash = await hashPassword(input.password);
  const find = (tx: Transaction, hash: string) => repository.getInvitationByTokenHash(tx, hash, true);
  const link = { db, token: input.token, now, messages: m, find, markUsed: repository.markInvitationUsed };
  return useLinkOnce(link, async (tx, invitation) => {
    await repository.setAgentPassword(tx, invitation.companyId, invitation.agent.id, passwordHash);
    await revokeAgentSessions({ db: tx, companyId: invitation.companyId, agentId: invitation.agent.id });
    const session = await openAgentSession({
      db: tx,
      companyId: invitation.companyId,
      agentId: invitation.agent.id,
      ttlDays,
    });
    return {
      ...session,
      agent: invitation.agent,
      company: { id: invitation.companyId, name: invitation.companyName },
    };
  });
}
