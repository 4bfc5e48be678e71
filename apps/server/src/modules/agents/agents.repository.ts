import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agents } from '../../db/schema/index.ts';

export async function findAgents(db: Executor, companyId: number) {
  return db
    .select({ id: agents.id, name: agents.name, postalCode: agents.postalCode, adresse: agents.adresse })
    .from(agents)
    .where(eq(agents.companyId, companyId))
    .orderBy(asc(agents.name), asc(agents.id));
}
