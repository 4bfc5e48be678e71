import { MESSAGES, type LoginInput, type RegisterInput } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { consumeOrRefuse, createLimiter, tooManyRequests, type Limiter } from '../../http/rate-limit.ts';
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
  perIp: Limiter;
  failuresPerCompany: Limiter;
}

/** Login throttles, stored in the database so that every app server shares them. */
export function createLoginLimiters(
  db: Database,
  limits: { perIpPerMinute: number; failuresPerCompanyPer15Minutes: number },
): LoginLimiters {
  return {
    perIp: createLimiter(db, { keyPrefix: 'login-ip', points: limits.perIpPerMinute, durationSeconds: 60 }),
    failuresPerCompany: createLimiter(db, {
      keyPrefix: 'login-company',
      points: limits.failuresPerCompanyPer15Minutes,
      durationSeconds: 15 * 60,
    }),
  };
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
  await consumeOrRefuse(limiters.perIp, ip, MESSAGES.auth.tooManyAttempts);
  const failures = await limiters.failuresPerCompany.get(companyKey);
  if (failures && failures.remainingPoints <= 0) {
    throw tooManyRequests(MESSAGES.auth.tooManyAttempts, failures.msBeforeNext);
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
