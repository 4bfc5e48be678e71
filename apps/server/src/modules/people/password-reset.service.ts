import { MESSAGES, PASSWORD_RESET_VALID_MINUTES, type ResetPasswordInput } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { hashPassword } from '../../security/password.ts';
import { requireLiveLink } from '../../security/single-use-link.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import { publicPageUrl } from '../messaging/messaging.service.ts';
import * as repository from './people.repository.ts';

const m = MESSAGES.people;

export const passwordResetLinkOf = (token: string) => publicPageUrl(`/reinitialisation#${token}`);

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
    await repository.deleteUnusedResets(tx, person.companyId, person.id);
    const { token, tokenHash } = createSessionToken();
    const resetId = await repository.insertPasswordReset(tx, {
      companyId: person.companyId,
      personId: person.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    });
    await enqueueOutboxMessage(
      tx,
      {
        companyId: person.companyId,
        dedupeKey: `password_reset:${person.companyId}:${resetId}`,
        kind: 'password_reset',
        channel: 'email',
        recipient: email,
        subject: m.resetSubject,
        bodyText: m.resetText(passwordResetLinkOf(token)),
      },
      undefined,
      now,
    );
  });
}

/**
 * `POST /people/reset-password`: sets the new password (the company password's rules), uses the
 * link up and ends every session of the person, on every server (the session triggers), in one
 * transaction. The person signs in again with the new password.
 */
export async function resetPassword({
  db,
  input,
  now = new Date(),
}: {
  db: Database;
  input: ResetPasswordInput;
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
    await repository.updatePersonPassword(tx, reset.companyId, reset.personId, passwordHash);
    await repository.deletePersonSessions(tx, reset.companyId, reset.personId);
    return { companyId: reset.companyId };
  });
}
