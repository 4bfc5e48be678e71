import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { companies, companyUsage, planChanges } from '../../db/schema/index.ts';
import type { CountedLimit, PlanName } from '@tourneo/domain';

/**
 * What the company uses of its plan's counted limits: one row kept by the database's triggers
 * (migration 0027), never a count of the tables. In a transaction, it includes the transaction's own rows.
 */
export async function countCompanyUsage(
  db: Executor,
  companyId: number,
): Promise<Record<CountedLimit, number>> {
  const [row] = await prepared(db, 'company_usage', (executor) =>
    executor
      .select({ agents: companyUsage.agents, forms: companyUsage.forms, clients: companyUsage.clients })
      .from(companyUsage)
      .where(eq(companyUsage.companyId, sql.placeholder('companyId')))
      .prepare('company_usage'),
  ).execute({ companyId });
  return row ?? { agents: 0, forms: 0, clients: 0 };
}

export interface CompanyPlanRow {
  id: number;
  name: string;
  subscriptionPlan: PlanName;
}

const companyPlanColumns = {
  id: companies.id,
  name: companies.name,
  subscriptionPlan: companies.subscriptionPlan,
};

/** A company by its name, whatever the case (the name is the login). */
export async function getCompanyByName(db: Executor, name: string): Promise<CompanyPlanRow | undefined> {
  const [row] = await db
    .select(companyPlanColumns)
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`);
  return row;
}

export async function updateCompanyPlan(db: Executor, companyId: number, plan: PlanName): Promise<void> {
  await db.update(companies).set({ subscriptionPlan: plan }).where(eq(companies.id, companyId));
}

export interface PlanChangeValues {
  fromPlan: PlanName;
  toPlan: PlanName;
  changedBy: 'company' | 'operator';
}

export async function insertPlanChange(db: Executor, companyId: number, values: PlanChangeValues) {
  const [row] = await db
    .insert(planChanges)
    .values({ companyId, ...values })
    .returning({
      fromPlan: planChanges.fromPlan,
      toPlan: planChanges.toPlan,
      changedAt: planChanges.changedAt,
    });
  return row as { fromPlan: PlanName; toPlan: PlanName; changedAt: Date };
}
