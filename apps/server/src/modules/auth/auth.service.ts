import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES, type LoginInput, type RegisterInput } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import * as repository from './auth.repository.ts';

export interface SessionCompany {
  id: number;
  name: string;
  subscriptionPlan: 'standard' | 'business' | 'premium';
}

export interface LoginLimiters {
  perIp: RateLimiterDrizzle;
  failuresPerCompany: RateLimiterDrizzle;
}

/** Login throttles, stored in the database so that every app server shares them. */
export function createLoginLimiters(
  db: Database,
  limits: { perIpPerMinute: number; failuresPerCompanyPer15Minutes: number },
): LoginLimiters {
  return {
    perIp: new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: 'login-ip',
      points: limits.perIpPerMinute,
      duration: 60,
    }),
    failuresPerCompany: new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: 'login-company',
      points: limits.failuresPerCompanyPer15Minutes,
      duration: 15 * 60,
    }),
  };
}

function tooManyAttempts(msBeforeNext: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.auth.tooManyAttempts, {
    'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });
}

export async function registerCompany(db: Database, input: RegisterInput) {
  const passwordHash = await hashPassword(input.company_password);
  try {
    return await repository.insertCompany(db, { name: input.company_name, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', MESSAGES.auth.companyNameTaken);
    }
    throw error;
  }
}

interface LogInOptions {
  db: Database;
  limiters: LoginLimiters;
  ip: string;
  input: LoginInput;
  sessionTtlHours: number;
}

/** Checks the credentials under both throttles and opens a session. */
export async function logIn({ db, limiters, ip, input, sessionTtlHours }: LogInOptions) {
  const companyKey = input.company_name.toLowerCase();
  try {
    await limiters.perIp.consume(ip);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw tooManyAttempts(rejection.msBeforeNext);
    }
    throw rejection;
  }
  const failures = await limiters.failuresPerCompany.get(companyKey);
  if (failures && failures.remainingPoints <= 0) {
    throw tooManyAttempts(failures.msBeforeNext);
  }

  const company = await repository.findCompanyByName(db, input.company_name);
  const isValid = await verifyPassword(input.company_password, company?.passwordHash ?? (await decoyHash()));
  if (!company || !isValid) {
    await limiters.failuresPerCompany.penalty(companyKey, 1);
    throw new AppError('UNAUTHORIZED', MESSAGES.auth.invalidCredentials);
  }
  await limiters.failuresPerCompany.delete(companyKey);

  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + sessionTtlHours * 3_600_000);
  await repository.insertSession(db, { tokenHash, companyId: company.id, expiresAt });
  return { token, expiresAt, company: { id: company.id, name: company.name } };
}

export async function findCompanyBySessionToken(
  db: Database,
  token: string,
): Promise<SessionCompany | undefined> {
  return repository.findSessionCompany(db, hashSessionToken(token));
}

export async function logOut(db: Database, token: string) {
  await repository.deleteSession(db, hashSessionToken(token));
}
