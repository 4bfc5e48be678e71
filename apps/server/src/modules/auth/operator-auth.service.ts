import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import type { LoginLimiters } from './auth.service.ts';
import { checkPasswordThrottled } from './login-throttle.ts';
import * as repository from './operator-auth.repository.ts';

/**
 * The platform operator (issue 22, OPERATOR_NAME/OPERATOR_PASSWORD): whoever runs this
 * installation signs in through the company login with those values; the session is an operator
 * session (its own table), which no company route accepts. The password lives only in the
 * configuration: it is compared in constant time and never logged nor returned.
 */
export interface OperatorCredentials {
  name: string;
  password: string;
}

/** Compares two secrets in constant time (their SHA-256, so that lengths do not leak either). */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Is this login the operator's (its name, whatever the case)? */
export function isOperatorLogin(operator: OperatorCredentials | undefined, companyName: string): boolean {
  return (
    operator !== undefined && isSameSecret(companyName.trim().toLowerCase(), operator.name.toLowerCase())
  );
}

/** Checks the operator's password under the company login's throttle, and opens an operator session. */
export async function logInOperator({
  db,
  limiters,
  ip,
  operator,
  password,
  sessionTtlHours,
}: {
  db: Database;
  limiters: LoginLimiters;
  ip: string;
  operator: OperatorCredentials;
  password: string;
  sessionTtlHours: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const { isValid } = await checkPasswordThrottled({
    limiters,
    unknownSources: limiters.unknownSourcesPerCompany,
    accountKey: operator.name.toLowerCase(),
    ip,
    device: undefined,
    verify: async () => isSameSecret(password, operator.password),
    tooManyAttempts: MESSAGES.auth.tooManyAttempts,
  });
  if (!isValid) {
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.invalidCredentials);
  }
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + sessionTtlHours * 3_600_000);
  await repository.insertOperatorSession(db, { tokenHash, expiresAt });
  return { token, expiresAt };
}

/** Is the cookie's token a live operator session? */
export async function isOperatorSession({ db, token }: { db: Database; token: string }): Promise<boolean> {
  return repository.hasOperatorSession(db, hashSessionToken(token));
}

export async function logOutOperator({ db, token }: { db: Database; token: string }) {
  await repository.deleteOperatorSession(db, hashSessionToken(token));
}
