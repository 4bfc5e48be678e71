import { MESSAGES, PASSWORD_RESET_VALID_MINUTES, type ResetPasswordInput } from '@tourneo/domain';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { hashPassword } from '../../security/password.ts';
import { requireLiveLink } from '../../security/single-use-link.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { publicPageUrl } from '../messaging/messaging.service.ts';
import * as repository from './people.repository.ts';

const m = MESSAGES.people;

export const passwordResetLinkOf = (token: string) => publicPageUrl(`/reinitialisation#${token}`);
/** The owner's link: the same page and call, the company's wording (decision 0044). */
export const ownerPasswordResetLinkOf = (token: string) =>
  publicPageUrl(`/reinitialisation?compte=societe#${token}`);

/** Writes an account's new link (its earlier unused ones stop working) and its e-mail, in `tx`. */
async function sendResetLink(
  tx: Executor,
  {
    companyId,
    personId,
    recipient,
    now,
  }: { companyId: number; personId: number | null; recipient: string; now: Date },
  bodyOf: (token: string) => { subject: string; bodyText: string },
) {
  await repository.deleteUnusedResets(tx, companyId, personId);
  const { token, tokenHash } = createSessionToken();
  const resetId = await repository.insertPasswordReset(tx, {
    companyId,
    personId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
  });
  await enqueueOutboxMessage(
    tx,
    {
      companyId,
      dedupeKey: `password_reset:${companyId}:${resetId}`,
      kind: 'password_reset',
      channel: 'email',
      recipient,
      ...bodyOf(token),
    },
    undefined,
    now,
  );
  return resetId;
}

/**
 * `POST /people/request-password-reset`: for a person's address, a single-use link valid
 * PASSWORD_RESET_VALID_MINUTES minutes, e-mailed through the outbox (earlier unused links stop
 * working). The answer is the same whether the address has an account or not.
 */
export async function requestPasswordReset({
  db,
  email,
  now = new Date(),
}: {
  db: Database;
  email: string;
  now?: Date;
}) {
  await db.transaction(async (tx) => {
    const person = await repository.getPersonByEmail(tx, email);
    if (!person) {
      return;
    }
    await sendResetLink(
      tx,
      { companyId: person.companyId, personId: person.id, recipient: email, now },
      (token) => ({ subject: m.resetSubject, bodyText: m.resetText(passwordResetLinkOf(token)) }),
    );
  });
}

/**
 * `POST /admin/request-password-reset` (decision 0044): the owner (company login) has no e-mail of
 * its own, so the link goes to the company's contact e-mail ('Mon entreprise'). Nothing happens
 * for an unknown company or one without a contact e-mail, and the answer is the same either way.
 * A request sent is recorded in the company's audit log (the IP masked).
 */
export async function requestOwnerPasswordReset({
  db,
  companyName,
  ip,
  now = new Date(),
}: {
  db: Database;
  companyName: string;
  ip: string | null;
  now?: Date;
}) {
  await db.transaction(async (tx) => {
    const company = await repository.getCompanyForOwnerReset(tx, companyName);
    if (!company?.contactEmail) {
      return;
    }
    const resetId = await sendResetLink(
      tx,
      { companyId: company.id, personId: null, recipient: company.contactEmail, now },
      (token) => ({
        subject: m.ownerResetSubject,
        bodyText: m.ownerResetText(company.name, ownerPasswordResetLinkOf(token)),
      }),
    );
    await recordAudit(
      { db: tx, companyId: company.id },
      {
        actor: { personId: null, ip },
        action: 'password_reset_requested',
        target: { type: 'password_reset', id: resetId },
        at: now,
      },
    );
  });
}

/**
 * `POST /people/reset-password`: sets the new password (the company password's rules), uses the
 * link up and ends every session of the account, on every server (the session triggers), in one
 * transaction, recorded in the audit log. The account is a person, or the owner (the company
 * password, every session of the company login: decision 0044). It signs in again with the new
 * password.
 */
export async function resetPassword({
  db,
  input,
  ip = null,
  now = new Date(),
}: {
  db: Database;
  input: ResetPasswordInput;
  ip?: string | null;
  now?: Date;
}) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const reset = requireLiveLink(
      await repository.getResetByTokenHash(tx, hashSessionToken(input.token)),
      now,
      {
        invalid: m.resetInvalid,
        used: m.resetUsed,
        expired: m.resetExpired,
      },
    );
    await repository.markResetUsed(tx, reset.companyId, reset.id, now);
    const actor: AuditActor = { personId: reset.personId, ip };
    if (reset.personId === null) {
      await repository.updateCompanyPassword(tx, reset.companyId, passwordHash);
      await repository.deleteOwnerSessions(tx, reset.companyId);
    } else {
      await repository.updatePersonPassword(tx, reset.companyId, reset.personId, passwordHash);
      await repository.deletePersonSessions(tx, reset.companyId, reset.personId);
    }
    await recordAudit(
      { db: tx, companyId: reset.companyId },
      { actor, action: 'password_reset', target: { type: 'password_reset', id: reset.id }, at: now },
    );
    return { companyId: reset.companyId, owner: reset.personId === null };
  });
}
