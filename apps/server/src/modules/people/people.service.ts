import {
  MESSAGES,
  PERSON_INVITATION_VALID_DAYS,
  ROLE_LABELS,
  type AcceptPersonInvitationInput,
  type InvitePersonInput,
  type PersonRole,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import type { CompanyScope, Transaction } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { hashPassword } from '../../security/password.ts';
import {
  liveLinkReader,
  useLinkOnce,
  type LinkLookup,
  type LinkUse,
} from '../../security/single-use-link.ts';
import { createSessionToken } from '../../security/session-token.ts';
import type { SessionClient } from '../../security/client-summary.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { openCompanySession, type SessionCompany } from '../auth/auth.service.ts';
import { publicPageUrl } from '../messaging/messaging.service.ts';
import { presentPerson } from './people.presenter.ts';
import { isTotpRequiredForAdmins } from '../account-security/account-security.service.ts';
import * as repository from './people.repository.ts';

const m = MESSAGES.people;
const DAY_MS = 86_400_000;

/** The invitation's page in the back office; the token in the fragment never reaches a server log. */
export const personInvitationLinkOf = (token: string) => publicPageUrl(`/invitation#${token}`);

/** `POST /people/get-all`: the company's people, then its invitations still waiting. */
export async function findPeople({ db, companyId, now = new Date() }: CompanyScope & { now?: Date }) {
  const [people, invitations, totpRequired] = await Promise.all([
    repository.findPeople(db, companyId),
    repository.findPendingInvitations(db, companyId, now),
    isTotpRequiredForAdmins(db, companyId),
  ]);
  return {
    people: people.map(presentPerson),
    invitations: invitations.map(presentPerson),
    totp_required_for_admins: totpRequired,
  };
}

/**
 * `POST /people/cancel-invitation`: a pending invitation ends now; its link then answers as an
 * expired one (410). 404 when it is no pending invitation of the company.
 */
export async function cancelPersonInvitation({
  db,
  companyId,
  id,
  now = new Date(),
}: CompanyScope & { id: number; now?: Date }) {
  const email = await repository.expireInvitation(db, companyId, id, now);
  if (email === undefined) {
    throw new AppError('NOT_FOUND', ACCOUNT_SECURITY_MESSAGES.invitationNotFound);
  }
  return { email };
}

/**
 * `POST /people/invite`: a single-use link (256 random bits, only its SHA-256 stored) valid
 * PERSON_INVITATION_VALID_DAYS days, e-mailed through the outbox in the same transaction (the
 * company's default partner, else SMTP_URL). An address that already has an account is refused.
 */
export async function invitePerson({
  db,
  companyId,
  actor,
  input,
  now = new Date(),
}: CompanyScope & { actor: AuditActor; input: InvitePersonInput; now?: Date }) {
  return db.transaction(async (tx) => {
    if (await repository.isEmailTaken(tx, input.email)) {
      throw new AppError('CONFLICT', m.emailTaken);
    }
    const companyName = (await repository.getCompanyName(tx, companyId)) ?? '';
    await repository.deleteUnusedInvitations(tx, companyId, input.email);
    const { token, tokenHash } = createSessionToken();
    const invitationId = await repository.insertInvitation(tx, {
      companyId,
      email: input.email,
      role: input.role,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PERSON_INVITATION_VALID_DAYS * DAY_MS),
    });
    await enqueueOutboxMessage(
      tx,
      {
        companyId,
        dedupeKey: `person_invitation:${companyId}:${invitationId}`,
        kind: 'person_invitation',
        channel: 'email',
        recipient: input.email,
        subject: m.invitationSubject(companyName),
        bodyText: m.invitationText(companyName, ROLE_LABELS[input.role], personInvitationLinkOf(token)),
      },
      undefined,
      now,
    );
    await recordAudit(
      { db: tx, companyId },
      {
        actor,
        action: 'person_invited',
        target: { type: 'invitation', id: invitationId },
        details: { role: input.role },
        at: now,
      },
    );
    return { email: input.email };
  });
}

/** Neither one's own role nor one's own account: an administrateur cannot lock themselves out. */
function refuseSelf(actor: SessionCompany, personId: number) {
  if (actor.person?.id === personId) {
    throw new AppError('FORBIDDEN', m.notYourself);
  }
}

/**
 * `POST /people/update-role`: the person's sessions take the new role at once, on every server
 * (the `people_changed` trigger makes them forget the company's cached sessions).
 */
export async function updatePersonRole({
  db,
  companyId,
  actor,
  audit,
  personId,
  role,
}: CompanyScope & { actor: SessionCompany; audit: AuditActor; personId: number; role: PersonRole }) {
  refuseSelf(actor, personId);
  return db.transaction(async (tx) => {
    const previousRole = await repository.getPersonRole(tx, companyId, personId);
    const person = await repository.updatePersonRole(tx, companyId, personId, role);
    if (!person) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    await recordAudit(
      { db: tx, companyId },
      {
        actor: audit,
        action: 'person_role_changed',
        target: { type: 'person', id: personId },
        details: { from: previousRole ?? null, to: role },
      },
    );
    return presentPerson(person);
  });
}

/**
 * `POST /people/remove`: the person and, by the foreign keys' cascade, their sessions and reset
 * links; the session triggers make every server forget those sessions before answering again.
 */
export async function removePerson({
  db,
  companyId,
  actor,
  audit,
  personId,
}: CompanyScope & { actor: SessionCompany; audit: AuditActor; personId: number }) {
  refuseSelf(actor, personId);
  return db.transaction(async (tx) => {
    const person = await repository.deletePerson(tx, companyId, personId);
    if (!person) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    await recordAudit(
      { db: tx, companyId },
      { actor: audit, action: 'person_removed', target: { type: 'person', id: personId } },
    );
    return { name: person.name };
  });
}

/** The French messages of a person's invitation link: unknown (or replaced), used, expired. */
const INVITATION_MESSAGES = {
  invalid: m.invitationInvalid,
  used: m.invitationUsed,
  expired: m.invitationExpired,
};

/** The live invitation of a token: 404 unknown (or replaced), 410 used or expired, each in French. */
const getLiveInvitation = liveLinkReader(repository.getInvitationByTokenHash, INVITATION_MESSAGES);

/** `POST /people/invitation`: what the link's page shows before the person chooses a password. */
export async function getPersonInvitation(lookup: LinkLookup) {
  const invitation = await getLiveInvitation(lookup);
  return { companyName: invitation.companyName, email: invitation.email, role: invitation.role };
}

/**
 * `POST /people/accept-invitation`: creates the person (name, password under the company
 * password's rules), uses the link up and opens their session, in one transaction. A second use,
 * even concurrent, answers 410.
 */
export async function acceptPersonInvitation(
  use: LinkUse<AcceptPersonInvitationInput> & { sessionTtlHours: number; client?: SessionClient },
) {
  const { db, input, sessionTtlHours, client, now = new Date() } = use;
  const passwordHash = await hashPassword(input.password);
  const find = (tx: Transaction, hash: string) => repository.getInvitationByTokenHash(tx, hash, true);
  const link = {
    db,
    token: input.token,
    now,
    messages: INVITATION_MESSAGES,
    find,
    markUsed: repository.markInvitationUsed,
  };
  return useLinkOnce(link, async (tx, invitation) => {
    let person: Awaited<ReturnType<typeof repository.insertPerson>>;
    try {
      person = await repository.insertPerson(tx, {
        companyId: invitation.companyId,
        email: invitation.email,
        name: input.name,
        role: invitation.role,
        passwordHash,
      });
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError('CONFLICT', m.emailTaken) : error;
    }
    const session = await openCompanySession({
      db: tx,
      companyId: invitation.companyId,
      personId: person.id,
      sessionTtlHours,
      client,
    });
    const company: Pick<SessionCompany, 'id' | 'name' | 'person'> = {
      id: invitation.companyId,
      name: invitation.companyName,
      person: { id: person.id, name: person.name, email: person.email, role: person.role },
    };
    return { ...session, company };
  });
}
