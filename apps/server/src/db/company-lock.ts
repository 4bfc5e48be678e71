import { eq } from 'drizzle-orm';
import type { PlanName } from '@tourneo/domain';
import type { Executor } from './client.ts';
import { companies } from './schema/index.ts';

/**
 * Locks the company's row until the transaction ends, so that concurrent use cases of one company
 * that count before they write (plan limits, plan changes) run one after the other. Other
 * companies never wait. Answers the company's plan as it is under the lock (a plan change
 * committed since the session was read counts), or undefined when the company is gone.
 */
export async function lockCompany(tx: Executor, companyId: number): Promise<PlanName | undefined> {
  const [row] = await tx
    .select({ plan: companies.subscriptionPlan })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row?.plan;
}
