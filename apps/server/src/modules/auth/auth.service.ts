import { MESSAGES, type LoginInput, type RegisterInput } from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { createLimiter, type Limiter } from '../../http/rate-limit.ts';
import { checkPasswordThrottled } from './login-throttle.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../security/password.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import { createDeviceCookie, readDeviceCookie } from '../../security/device-cookie.ts';
import * as repository from './auth.repository.ts';

export { presentAdmin, presentSignedInAgent } from './auth.presenter.ts';

export interface SessionCompany {
  id: number;
  name: string;
  subscriptionPlan: 'standard' | 'business' | 'premium';
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
  sessionTtlHours,
}: CompanyScope & {
  sessionTtlHours: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + sessionTtlHours * 3_600_000);
  await repository.insertSession(db, { tokenHash, companyId, expiresAt });
  return { token, expiresAt };
}

/** Creates a company and signs it in at once, as after a login: its first steps come next. */
export async function registerCompany({
  db,
  input,
  sessionTtlHours,
}: {
  db: Database;
  input: RegisterInput;
  sessionTtlHours: number;
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
  return { company, session: await openCompanySession({ db, companyId: company.id, sessionTtlHours }) };
}

interface LogInOptions {
  db: Database;
  limiters: LoginLimiters;
  ip: string;
  input: LoginInput;
  sessionTtlHours: number;
  /** The browser's device cookie, when it has one. */
  deviceCookie: string | undefined;
  secretKey: Buffer;
}

/**
 * Checks the credentials and opens a session, under the login throttle (`checkPasswordThrottled`):
 * a known browser (device cookie of this company) spends its own failures, any other source the
 * company's shared allowance.
 */
export async function logIn({
  db,
  limiters,
  ip,
  input,
  sessionTtlHours,
  deviceCookie,
  secretKey,
}: LogInOptions) {
  const company = await repository.getCompanyByName(db, input.company_name);
  const device = readDeviceCookie(secretKey, deviceCookie);
  const { isValid, isKnownDevice } = await checkPasswordThrottled({
    limiters,
    unknownSources: limiters.unknownSourcesPerCompany,
    accountKey: input.company_name.toLowerCase(),
    ip,
    device: company && device?.companyId === company.id ? device : undefined,
    verify: async () => verifyPassword(input.company_password, company?.passwordHash ?? (await decoyHash())),
    tooManyAttempts: MESSAGES.auth.tooManyAttempts,
  });
  if (!company || !isValid) {
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.invalidCredentials);
  }

  return {
    ...(await openCompanySession({ db, companyId: company.id, sessionTtlHours })),
    company: { id: company.id, name: company.name },
    // A browser known already keeps its cookie (and its counter); a new one is given one.
    deviceCookie: isKnownDevice ? undefined : createDeviceCookie(secretKey, company.id),
  };
}

export async function getCompanyBySessionToken({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<SessionCompany | undefined> {
  return repository.getSessionCompany(db, hashSessionToken(token));
}

/** Ends the back office's session of the cookie's token, if any. */
export async function logOut({ db, token }: { db: Database; token: string | undefined }) {
  if (token) {
    await repository.deleteSession(db, hashSessionToken(token));
  }
}
