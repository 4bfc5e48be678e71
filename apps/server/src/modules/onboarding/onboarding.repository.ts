import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agents, clients, operations, outboxMessages, roles } from '../../db/schema/index.ts';
import type { OnboardingStep } from '@tourneo/domain';

const exists = (query: SQL) => sql<boolean>`exists (${query})`;

/**
 * Whether the company has a row of each kind, in one statement: `exists` stops at the first row,
 * so a company with 100,000 clients costs as little as a new one.
 */
export async function findDoneSteps(
  db: Executor,
  companyId: number,
): Promise<Record<OnboardingStep, boolean>> {
  const [row] = await db
    .select({
      qualification: exists(sql`select 1 from ${roles} where ${eq(roles.companyId, companyId)}`),
      agent: exists(sql`select 1 from ${agents} where ${eq(agents.companyId, companyId)}`),
      operation: exists(sql`select 1 from ${operations} where ${eq(operations.companyId, companyId)}`),
      client: exists(sql`select 1 from ${clients} where ${eq(clients.companyId, companyId)}`),
      // A booking link written for a client ('Envoyer le lien', or an import's invitation once due).
      link: exists(
        sql`select 1 from ${outboxMessages} where ${and(
          eq(outboxMessages.companyId, companyId),
          eq(outboxMessages.kind, 'invitation'),
          ne(outboxMessages.status, 'cancelled'),
        )}`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
