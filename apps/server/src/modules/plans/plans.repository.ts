import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agents, clients, companies, forms, planChanges } from '../../db/schema/index.ts';
import type { CountedLimit, PlanName } from '@tourneo/domain';

async function countRows(
  db: Executor,
  table: typeof agents | typeof clients | typeof forms,
  companyId: number,
) {
  const [row] = await db.select({ value: count() }).from(table).where(eq(table.companyId, companyId));
  return row?.value ?? 0;
}

/** What the company uses of its plan's counted limits. One query after another: safe in a transaction. */
export async function countCompanyUsage(
  db: Executor,
  companyId: number,
): Promise<Record<CountedLimit, number>> {
  return {
    agents: await countRows(db, agents, companyId),
    forms: await countRows(db, forms, companyId),
    clients: await countRows(db, clients, companyId),
  };
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
