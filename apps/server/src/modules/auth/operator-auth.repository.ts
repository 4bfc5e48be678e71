import { and, eq, gt } from 'drizzle-orm';
import { operatorSessions } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

export async function insertOperatorSession(db: Executor, values: { tokenHash: string; expiresAt: Date }) {
  await db.insert(operatorSessions).values(values);
}

export async function hasOperatorSession(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: operatorSessions.tokenHash })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.tokenHash, tokenHash), gt(operatorSessions.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}

export async function deleteOperatorSession(db: Executor, tokenHash: string) {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}
