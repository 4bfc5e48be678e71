import { type DisableTotpInput, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { consumeOrRefuse, type Limiter } from '../../http/rate-limit.ts';
import type { SessionClient } from '../../security/client-summary.ts';
import { verifyPassword } from '../../security/password.ts';
import { decryptSecret, encryptSecret } from '../../security/secrets.ts';
import { readSignInChallenge } from '../../security/sign-in-challenge.ts';
import { hashSessionToken } from '../../security/session-token.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  verifyTotpCode,
} from '../../security/totp.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { openCompanySession, type SessionCompany } from '../auth/auth.service.ts';
import * as repository from './account-security.repository.ts';
import type { AccountKey } from './account-security.repository.ts';

const m = ACCOUNT_SECURITY_MESSAGES;
const ISSUER = 'Tournéo';

export interface SecurityScope {
  db: Database;
  secretKey: Buffer;
  /** Wrong codes per account (a stolen password must not let anyone try a million codes). */
  codeAttempts: Limiter;
  now?: Date;
}

/** The account of a back-office session: its person, or the owner. */
export const accountOf = (company: SessionCompany): AccountKey => ({
  companyId: company.id,
  personId: company.person?.id ?? null,
});

const attemptKey = ({ companyId, personId }: AccountKey) => `${companyId}:${personId ?? 'owner'}`;

/** `POST /auth/totp-status`. */
export async function totpStatus({ db }: Pick<SecurityScope, 'db'>, company: SessionCompany) {
  const factor = await repository.getFactor(db, accountOf(company));
  const enabled = Boolean(factor?.confirmedAt);
  return {
    enabled,
    recovery_codes_left: enabled ? factor!.recoveryCodeHashes.length : 0,
    enrolment_required: company.mustEnrolTotp === true,
  };
}

/** `POST /auth/totp-start`: a new secret (encrypted with SECRET_KEY), pending until its first code. */
export async function startTotpEnrolment({ db, secretKey }: SecurityScope, account: AccountKey) {
  const owner = await repository.getAccount(db, account);
  const secret = newTotpSecret();
  if (!owner || !(await repository.replacePendingFactor(db, account, encryptSecret(secretKey, secret)))) {
    throw new AppError('CONFLICT', m.alreadyEnabled);
  }
  const { otpauthUrl, qrCode } = await totpEnrolment(secret, ISSUER, `${owner.companyName} (${owner.label})`);
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * Checks an app's code of the account's factor (under the account's attempts) and spends its time
 * step: a code that served once is refused, even within its window.
 */
async function spendCode(
  scope: SecurityScope,
  factor: NonNullable<Awaited<ReturnType<typeof repository.getFactor>>>,
  code: string,
  /** 401 in a sign-in; 400 in a signed-in session (whose 401 would mean the session ended). */
  refusal: 'UNAUTHORIZED' | 'BAD_REQUEST',
) {
  const { secretKey, codeAttempts, now = new Date() } = scope;
  await consumeOrRefuse(codeAttempts, attemptKey(factor), m.tooManyCodes);
  const step = await verifyTotpCode(decryptSecret(secretKey, factor.secret), code, { now });
  if (step === undefined) {
    throw new AppError(refusal, m.codeInvalid);
  }
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) {
    throw new AppError(refusal, m.codeReused);
  }
  return step;
}

/** `POST /auth/totp-confirm`: the first code confirms the enrolment; ten recovery codes, shown once. */
export async function confirmTotpEnrolment(scope: SecurityScope, account: AccountKey, code: string) {
  const factor = await repository.getFactor(scope.db, account);
  if (!factor || factor.confirmedAt) {
    throw new AppError('BAD_REQUEST', factor ? m.alreadyEnabled : m.notStarted);
  }
  const step = await spendCode(scope, factor, code, 'BAD_REQUEST');
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await repository.confirmFactor(scope.db, factor.companyId, factor.id, {
    step,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    now: scope.now ?? new Date(),
  });
  if (!confirmed) {
    throw new AppError('CONFLICT', m.alreadyEnabled);
  }
  await scope.codeAttempts.delete(attemptKey(account));
  return recoveryCodes;
}

/**
 * Checks the proof of a signed-in account that holds a factor: a current code of its app (its
 * step then spent) or its password, under the account's attempts (decision 0038). Wrong: 400.
 */
async function requireCodeOrPassword(scope: SecurityScope, account: AccountKey, input: DisableTotpInput) {
  const factor = await repository.getFactor(scope.db, account);
  if (!factor?.confirmedAt) {
    throw new AppError('BAD_REQUEST', m.notEnabled);
  }
  if (input.code !== undefined) {
    const step = await spendCode(scope, factor, input.code, 'BAD_REQUEST');
    if (!(await repository.spendStep(scope.db, factor.companyId, factor.id, step))) {
      throw new AppError('BAD_REQUEST', m.codeReused);
    }
  } else {
    await consumeOrRefuse(scope.codeAttempts, attemptKey(account), m.tooManyCodes);
    const owner = await repository.getAccount(scope.db, account);
    if (!owner || !(await verifyPassword(input.password ?? '', owner.passwordHash))) {
      throw new AppError('BAD_REQUEST', m.passwordInvalid);
    }
  }
  return factor;
}

/** `POST /auth/totp-disable`: with a current code, or the account's password. */
export async function disableTotp(scope: SecurityScope, account: AccountKey, input: DisableTotpInput) {
  await requireCodeOrPassword(scope, account, input);
  await repository.deleteFactor(scope.db, account);
  await scope.codeAttempts.delete(attemptKey(account));
}

/**
 * `POST /auth/totp-regenerate-recovery-codes` (decision 0044): with a current code or the
 * password, ten new recovery codes replace the account's (the old ones stop working at once),
 * recorded in the audit log in the same transaction; shown this once.
 */
export async function regenerateRecoveryCodes(
  scope: SecurityScope,
  account: AccountKey,
  input: DisableTotpInput,
  ip: string | null,
) {
  const factor = await requireCodeOrPassword(scope, account, input);
  const recoveryCodes = newRecoveryCodes();
  await scope.db.transaction(async (tx) => {
    if (
      !(await repository.replaceRecoveryCodes(
        tx,
        factor.companyId,
        factor.id,
        recoveryCodes.map(hashRecoveryCode),
      ))
    ) {
      throw new AppError('BAD_REQUEST', m.notEnabled);
    }
    await recordAudit(
      { db: tx, companyId: account.companyId },
      {
        actor: { personId: account.personId, ip },
        action: 'recovery_codes_regenerated',
        details: { count: recoveryCodes.length },
        at: scope.now,
      },
    );
  });
  await scope.codeAttempts.delete(attemptKey(account));
  return recoveryCodes;
}

/**
 * `POST /auth/totp-login`: the second step of a sign-in. The challenge (signed, a few minutes)
 * names the account whose password was right; a code of its app (not spent before) or one of its
 * recovery codes (spent now) opens the session.
 */
export async function signInWithCode(
  scope: SecurityScope & { sessionTtlHours: number; client: SessionClient },
  input: { challenge_token: string; code: string },
) {
  const challenge = readSignInChallenge(scope.secretKey, input.challenge_token, scope.now);
  const factor = challenge && (await repository.getFactor(scope.db, challenge));
  const owner = challenge && (await repository.getAccount(scope.db, challenge));
  if (!challenge || !factor?.confirmedAt || !owner) {
    throw new AppError('UNAUTHORIZED', m.challengeInvalid);
  }
  if (/^\d{6}$/.test(input.code)) {
    const step = await spendCode(scope, factor, input.code, 'UNAUTHORIZED');
    if (!(await repository.spendStep(scope.db, factor.companyId, factor.id, step))) {
      throw new AppError('UNAUTHORIZED', m.codeReused);
    }
  } else {
    await consumeOrRefuse(scope.codeAttempts, attemptKey(challenge), m.tooManyCodes);
    const hash = hashRecoveryCode(input.code);
    if (!(await repository.spendRecoveryCode(scope.db, factor.companyId, factor.id, hash))) {
      throw new AppError('UNAUTHORIZED', m.codeInvalid);
    }
  }
  await scope.codeAttempts.delete(attemptKey(challenge));
  // The sign-in is recorded in the audit log with the session it opens (decision 0039).
  const session = await scope.db.transaction(async (tx) => {
    const opened = await openCompanySession({
      db: tx,
      companyId: challenge.companyId,
      personId: challenge.personId,
      sessionTtlHours: scope.sessionTtlHours,
      client: scope.client,
    });
    await recordAudit(
      { db: tx, companyId: challenge.companyId },
      {
        actor: { personId: challenge.personId, ip: scope.client.ip ?? null },
        action: 'sign_in',
        details: { second_factor: true },
      },
    );
    return opened;
  });
  const company: Pick<SessionCompany, 'id' | 'name' | 'person'> = {
    id: challenge.companyId,
    name: owner.companyName,
    person: owner.person,
  };
  return { ...session, company };
}

/** `POST /auth/sessions`: the account's live sessions; `current` is the caller's. */
export async function listSessions(
  { db, now = new Date() }: Pick<SecurityScope, 'db' | 'now'>,
  company: SessionCompany,
  currentToken: string | undefined,
) {
  const currentHash = currentToken ? hashSessionToken(currentToken) : undefined;
  const rows = await repository.findSessions(db, accountOf(company), now);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device: row.device,
    ip: row.ipNetwork,
    current: row.tokenHash === currentHash,
  }));
}

/** `POST /auth/end-session`: one of the account's sessions, ended everywhere at once (404 otherwise). */
export async function endSession({ db }: Pick<SecurityScope, 'db'>, company: SessionCompany, id: string) {
  const tokenHash = await repository.deleteSession(db, accountOf(company), id);
  if (!tokenHash) {
    throw new AppError('NOT_FOUND', m.sessionNotFound);
  }
  return tokenHash;
}

/** `POST /people/set-totp-requirement` (administrateurs): sessions take it at once (companies' trigger). */
export async function setTotpRequirement(
  { db }: Pick<SecurityScope, 'db'>,
  companyId: number,
  required: boolean,
) {
  await repository.setTotpRequiredForAdmins(db, companyId, required);
}

export const isTotpRequiredForAdmins = (db: Database, companyId: number) =>
  repository.isTotpRequiredForAdmins(db, companyId);
