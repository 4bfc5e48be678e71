import { and, eq, gt, sql } from 'drizzle-orm';
import { adminSessions, companies, people } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { PlanName } from '@tourneo/domain';

export interface CompanyRecord {
  id: number;
  name: string;
  passwordHash: string;
  subscriptionPlan: PlanName;
}

export async function getCompanyByName(db: Executor, name: string): Promise<CompanyRecord | undefined> {
  const [company] = await db
    .select()
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
  values: { tokenHash: string; companyId: number; personId?: number | null; expiresAt: Date },
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
    })
    .from(people)
    .innerJoin(companies, eq(companies.id, people.companyId))
    .where(sql`lower(${people.email}) = lower(${email})`)
    .limit(1);
  return row;
}
