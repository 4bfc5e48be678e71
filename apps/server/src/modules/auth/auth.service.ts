import { MESSAGES, type PersonRole, type RegisterInput } from '@tourneo/domain';
import type { CompanyScope, Database, Executor } from '../../db/client.ts';
import { createLimiter, type Limiter } from '../../http/rate-limit.ts';
import { checkPasswordThrottled } from './login-throttle.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../security/password.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import { createDeviceCookie, readDeviceCookie } from '../../security/device-cookie.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repository from './auth.repository.ts';
import type { SessionCache } from '../../security/session-cache.ts';
import { sessionClientColumns, type SessionClient } from '../../security/client-summary.ts';
import { createSignInChallenge } from '../../security/sign-in-challenge.ts';

export { presentAdmin, presentSignedInAgent } from './auth.presenter.ts';

/** The signed-in person of a back-office session (issue 26); none for the company login (the owner). */
export interface SessionPerson {
  id: number;
  name: string;
  email: string;
  role: PersonRole;
}

export interface SessionCompany {
  id: number;
  name: string;
  subscriptionPlan: 'standard' | 'business' | 'premium';
  /** Who signed in: a person, or (null or absent) the owner through the company login. */
  person?: SessionPerson | null;
  /**
   * An administrateur without a second factor in a company that requires one (decision 0038):
   * only the enrolment's calls are open.
   */
  mustEnrolTotp?: boolean;
}

export interface LoginLimits {
  /** Every attempt from one IP address, per minute (not counted for a known browser). */
  perIpPerMinute: number;
  /** Failed attempts of one known browser (device cookie) per 15 minutes; past them it is unknown again. */
  failuresPerDevicePer15Minutes: number;
  /** Password checks per company per hour for every unknown source together. */
  unknownSourcesPerCompanyPerHour: number;
}

export interface LoginLimiters {
  perIp: Limiter;
  failuresPerDevice: Limiter;
  unknownSourcesPerCompany: Limiter;
  /** The agent app's logins: each agent's shared allowance for unknown sources (the same number). */
  unknownSourcesPerAgent: Limiter;
}

/**
 * Login throttles, stored in the database so that every app server shares them
 * (docs/decisions/0008-trust.md): strangers share one slowed-down allowance per company, and a
 * browser that signed in before keeps its own, so nobody can lock the real user out.
 */
export function createLoginLimiters(db: Database, limits: LoginLimits): LoginLimiters {
  return {
    perIp: createLimiter(db, { keyPrefix: 'login-ip', points: limits.perIpPerMinute, durationSeconds: 60 }),
    failuresPerDevice: createLimiter(db, {
      keyPrefix: 'login-device',
      points: limits.failuresPerDevicePer15Minutes,
      durationSeconds: 15 * 60,
    }),
    unknownSourcesPerCompany: createLimiter(db, {
      keyPrefix: 'login-unknown',
      points: limits.unknownSourcesPerCompanyPerHour,
      durationSeconds: 3600,
    }),
    unknownSourcesPerAgent: createLimiter(db, {
      keyPrefix: 'login-agent-unknown',
      points: limits.unknownSourcesPerCompanyPerHour,
      durationSeconds: 3600,
    }),
  };
}

/** A back-office session of the company (a login, or a registration): the cookie's token and expiry. */
export async function openCompanySession({
  db,
  companyId,
  personId = null,
  sessionTtlHours,
  client,
}: CompanyScope<Executor> & {
  /** A person's session (issue 26); the owner's without. */
  personId?: number | null;
  sessionTtlHours: number;
  /** The browser, summarised for the account's sessions list (decision 0038). */
  client?: SessionClient | undefined;
}): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + sessionTtlHours * 3_600_000);
  await repository.insertSession(db, {
    tokenHash,
    companyId,
    personId,
    expiresAt,
    ...sessionClientColumns(client),
  });
  return { token, expiresAt };
}

/** Creates a company and signs it in at once, as after a login: its first steps come next. */
export async function registerCompany({
  db,
  input,
  sessionTtlHours,
  client,
}: {
  db: Database;
  input: RegisterInput;
  sessionTtlHours: number;
  client?: SessionClient;
}) {
  const passwordHash = await hashPassword(input.company_password);
  let company: Awaited<ReturnType<typeof repository.insertCompany>>;
  try {
    company = await repository.insertCompany(db, { name: input.company_name, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', MESSAGES.auth.companyNameTaken);
    }
    throw error;
  }
  return {
    company,
    session: await openCompanySession({ db, companyId: company.id, sessionTtlHours, client }),
  };
}

export interface LogInOptions<Input> {
  db: Database;
  limiters: LoginLimiters;
  ip: string;
  input: Input;
  sessionTtlHours: number;
  /** The browser's device cookie, when it has one. */
  deviceCookie: string | undefined;
  secretKey: Buffer;
  client?: SessionClient;
}

/**
 * Checks the credentials and opens a session, under the login throttle (`checkPasswordThrottled`):
 * a known browser (device cookie of this company) spends its own failures, any other source the
 * company's shared allowance.
 */
export async function logIn({
  input,
  ...signIn
}: LogInOptions<{ company_name: string; company_password: string }>) {
  const company = await repository.getCompanyByName(signIn.db, input.company_name);
  return signInThrottled(
    signIn,
    company && { ...company, companyId: company.id },
    {
      accountKey: input.company_name.toLowerCase(),
      password: input.company_password,
      invalidCredentials: MESSAGES.auth.invalidCredentials,
    },
    ({ id, name }) => ({ id, name }),
  );
}

/** Who signs in: the company, and the person when it is one (their own device cookies). */
interface SignInAccount {
  companyId: number;
  personId?: number;
  passwordHash: string;
  deviceAccount?: string;
  /** A confirmed second factor: no session yet, a challenge for the second step (decision 0038). */
  hasTotp?: boolean;
}

/** A sign-in whose password was right: a session, or the second step's challenge. */
export type SignInResult<Company> =
  | { token: string; expiresAt: Date; company: Company; deviceCookie: string | undefined }
  | { challengeToken: string; deviceCookie: string | undefined };

/**
 * The end of every sign-in: under the login throttle, the password checked (against a decoy hash
 * when the account is unknown, so both answer alike), then a session; a browser known already
 * keeps its device cookie (and its counter), a new one is given one.
 */
export async function signInThrottled<Account extends SignInAccount, Company>(
  {
    db,
    limiters,
    ip,
    sessionTtlHours,
    deviceCookie,
    secretKey,
    client,
  }: Omit<LogInOptions<unknown>, 'input'>,
  account: Account | undefined,
  check: { accountKey: string; password: string; invalidCredentials: string },
  companyOf: (account: Account) => Company,
): Promise<SignInResult<Company>> {
  const device = account && readDeviceCookie(secretKey, deviceCookie, account.deviceAccount);
  const { isValid, isKnownDevice } = await checkPasswordThrottled({
    limiters,
    unknownSources: limiters.unknownSourcesPerCompany,
    accountKey: check.accountKey,
    ip,
    device: account && device?.companyId === account.companyId ? device : undefined,
    verify: async () => verifyPassword(check.password, account?.passwordHash ?? (await decoyHash())),
    tooManyAttempts: MESSAGES.auth.tooManyAttempts,
  });
  // The audit log (decision 0039): a known account's sign-in and failed sign-in, with the address.
  const actor = { personId: account?.personId ?? null, ip };
  if (!account || !isValid) {
    if (account) {
      await recordAudit(
        { db, companyId: account.companyId },
        {
          actor,
          action: 'sign_in_failed',
          target: { type: actor.personId ? 'person' : 'owner', id: actor.personId },
        },
      );
    }
    throw new AppError('UNAUTHORIZED', check.invalidCredentials);
  }
  const { companyId, personId } = account;
  const newDeviceCookie = isKnownDevice
    ? undefined
    : createDeviceCookie(secretKey, companyId, account.deviceAccount);
  if (account.hasTotp) {
    // The sign-in is recorded once its second step succeeds (account-security.service.ts).
    const challengeToken = createSignInChallenge(secretKey, { companyId, personId: personId ?? null });
    return { challengeToken, deviceCookie: newDeviceCookie };
  }
  const session = await db.transaction(async (tx) => {
    const opened = await openCompanySession({ db: tx, companyId, personId, sessionTtlHours, client });
    await recordAudit({ db: tx, companyId }, { actor, action: 'sign_in' });
    return opened;
  });
  return {
    ...session,
    company: companyOf(account),
    deviceCookie: newDeviceCookie,
  };
}

/** The company of a live session: from the server's session cache when given and fresh (decision 0027). */
export async function getCompanyBySessionToken({
  db,
  token,
  cache,
}: {
  db: Database;
  token: string;
  cache?: SessionCache<SessionCompany> | undefined;
}): Promise<SessionCompany | undefined> {
  const tokenHash = hashSessionToken(token);
  const load = async () => {
    const row = await repository.getSessionCompany(db, tokenHash);
    if (!row) {
      return undefined;
    }
    const { expiresAt, personId, personName, personEmail, personRole, ...rest } = row;
    const { lastUsedAt, totpRequiredForAdmins, personHasTotp, ...company } = rest;
    const person =
      personId !== null && personName !== null && personEmail !== null && personRole !== null
        ? { id: personId, name: personName, email: personEmail, role: personRole }
        : null;
    const now = new Date();
    if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() > 60_000) {
      await repository.touchSession(db, tokenHash, now);
    }
    const mustEnrolTotp =
      totpRequiredForAdmins && person?.role === 'administrateur' && !personHasTotp ? true : undefined;
    return {
      value: { ...company, person, ...(mustEnrolTotp ? { mustEnrolTotp } : {}) },
      companyId: company.id,
      expiresAt,
    };
  };
  return cache ? cache.read(tokenHash, load) : (await load())?.value;
}

/** Ends the back office's session of the cookie's token, if any: here at once, on the other servers on the database's notification. */
export async function logOut({
  db,
  token,
  cache,
}: {
  db: Database;
  token: string | undefined;
  cache?: SessionCache<SessionCompany> | undefined;
}) {
  if (token) {
    const tokenHash = hashSessionToken(token);
    await repository.deleteSession(db, tokenHash);
    cache?.forgetSession(tokenHash);
  }
}
