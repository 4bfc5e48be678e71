import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiKeys, companies } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function findApiKeyRows(db: Executor, companyId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countActiveApiKeys(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return row?.value ?? 0;
}

export async function insertApiKey(
  db: Executor,
  values: { companyId: number; name: string; scope: string; keyHash: string; prefix: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes the company's key (a key revoked already keeps its first revocation time). */
export async function revokeApiKeyRow(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .returning();
  return row;
}

/** The live key of this hash, with its company's plan. */
export async function findLiveApiKeyByHash(db: Executor, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
      plan: companies.subscriptionPlan,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records a use, unless one was recorded less than `minSeconds` ago. */
export async function touchApiKey(db: Executor, companyId: number, id: number, minSeconds: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.companyId, companyId),
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${minSeconds})`),
        ),
      ),
    );
}
