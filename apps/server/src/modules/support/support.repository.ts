import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agents, clients, companies, supportMessages } from '../../db/schema/index.ts';

/** What the operator is told about the company writing to support. */
export async function findSupportContext(executor: Executor, companyId: number) {
  const [company] = await executor
    .select({
      name: companies.name,
      plan: companies.subscriptionPlan,
      contactEmail: companies.contactEmail,
      contactPhone: companies.contactPhone,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [agentCount] = await executor
    .select({ value: count() })
    .from(agents)
    .where(eq(agents.companyId, companyId));
  const [clientCount] = await executor
    .select({ value: count() })
    .from(clients)
    .where(eq(clients.companyId, companyId));
  return company && { ...company, agents: agentCount?.value ?? 0, clients: clientCount?.value ?? 0 };
}

export async function insertSupportMessage(
  executor: Executor,
  values: {
    companyId: number;
    subject: string;
    message: string;
    replyEmail: string | null;
    isPriority: boolean;
    plan: string;
  },
) {
  const [row] = await executor.insert(supportMessages).values(values).returning({ id: supportMessages.id });
  return row!;
}
