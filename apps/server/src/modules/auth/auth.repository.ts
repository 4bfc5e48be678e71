import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { adminSessions, companies, people, totpFactors } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { PlanName } from '@tourneo/domain';

export interface CompanyRecord {
  id: number;
  name: string;
  passwordHash: string;
  subscriptionPlan: PlanName;
  /** The owner signs in with a second factor too (decision 0038). */
  hasTotp: boolean;
}

/** Has the account (a person, or the owner: `personId` null) a confirmed second factor? */
const hasConfirmedTotp = (companyId: unknown, personId: unknown) =>
  sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.companyId} = ${companyId}
    and ${totpFactors.personId} is not distinct from ${personId} and ${totpFactors.confirmedAt} is not null)`;

export async function getCompanyByName(db: Executor, name: string): Promise<CompanyRecord | undefined> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      passwordHash: companies.passwordHash,
      subscriptionPlan: companies.subscriptionPlan,
      // Qualified by hand: a one-table select names its columns bare, which the subquery would take for its own.
      hasTotp: hasConfirmedTotp(sql.raw('"companies"."id"'), sql`null::integer`),
    })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return company;
}

export async function insertCompany(db: Executor, values: { name: string; passwordHash: string }) {
  const [company] = await db
    .insert(companies)
    .values(values)
    .returning({ id: companies.id, name: companies.name, subscriptionPlan: companies.subscriptionPlan });
  return company!;
}

export async function insertSession(
  db: Executor,
  values: {
    tokenHash: string;
    companyId: number;
    personId?: number | null;
    expiresAt: Date;
    device?: string | null;
    ipNetwork?: string | null;
  },
) {
  await db.insert(adminSessions).values(values);
}

export async function getSessionCompany(db: Executor, tokenHash: string) {
  const [row] = await prepared(db, 'session_company', (executor) =>
    executor
      .select({
        id: companies.id,
        name: companies.name,
        subscriptionPlan: companies.subscriptionPlan,
        expiresAt: adminSessions.expiresAt,
        personId: people.id,
        personName: people.name,
        personEmail: people.email,
        personRole: people.role,
        lastUsedAt: adminSessions.lastUsedAt,
        totpRequiredForAdmins: companies.totpRequiredForAdmins,
        personHasTotp: hasConfirmedTotp(adminSessions.companyId, adminSessions.personId),
      })
      .from(adminSessions)
      .innerJoin(companies, eq(companies.id, adminSessions.companyId))
      .leftJoin(
        people,
        and(eq(people.companyId, adminSessions.companyId), eq(people.id, adminSessions.personId)),
      )
      .where(
        and(
          eq(adminSessions.tokenHash, sql.placeholder('tokenHash')),
          gt(adminSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('session_company'),
  ).execute({ tokenHash, now: new Date().toISOString() });
  return row;
}

/** Notes a session's use, at most once a minute (not announced to the servers: migration 0036). */
export async function touchSession(db: Executor, tokenHash: string, now: Date) {
  await db
    .update(adminSessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        or(isNull(adminSessions.lastUsedAt), lt(adminSessions.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** A person signing in by e-mail (issue 26), with the company's name and plan. */
export async function getPersonByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: people.id,
      companyId: people.companyId,
      name: people.name,
      email: people.email,
      role: people.role,
      passwordHash: people.passwordHash,
      companyName: companies.name,
      hasTotp: hasConfirmedTotp(people.companyId, people.id),
    })
    .from(people)
    .innerJoin(companies, eq(companies.id, people.companyId))
    .where(sql`lower(${people.email}) = lower(${email})`)
    .limit(1);
  return row;
}
