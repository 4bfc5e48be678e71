import { eq, sql } from 'drizzle-orm';
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

/** The advisory lock space of client creations (two-key form: this space, then the company id). */
const CLIENT_CREATIONS_LOCK = 0x636c69;

/**
 * Serialises the client creations of one company until the transaction ends (a form's creation,
 * a whole CSV import), so that the plan's client limit is counted before anything is written. An
 * advisory lock and not the company row: the rows an import inserts hold a key-share lock on that
 * row, and upgrading it at the end could deadlock with a creation waiting on it. Answers the
 * company's plan, or undefined when the company is gone.
 */
export async function lockClientCreations(tx: Executor, companyId: number): Promise<PlanName | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_CREATIONS_LOCK}, ${companyId})`);
  const [row] = await tx
    .select({ plan: companies.subscriptionPlan })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.plan;
}
