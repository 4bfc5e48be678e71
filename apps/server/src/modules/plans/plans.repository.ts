import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agents, clients, companies } from '../../db/schema/index.ts';
import type { PlanName } from '@tourneo/domain';

export async function countCompanyUsage(db: Executor, companyId: number) {
  const [[agentCount], [clientCount]] = await Promise.all([
    db.select({ value: count() }).from(agents).where(eq(agents.companyId, companyId)),
    db.select({ value: count() }).from(clients).where(eq(clients.companyId, companyId)),
  ]);
  return { agents: agentCount?.value ?? 0, clients: clientCount?.value ?? 0 };
}

export async function updateCompanyPlan(db: Executor, companyName: string, plan: PlanName) {
  return db
    .update(companies)
    .set({ subscriptionPlan: plan })
    .where(sql`lower(${companies.name}) = lower(${companyName})`)
    .returning({ id: companies.id, name: companies.name, subscriptionPlan: companies.subscriptionPlan });
}
