import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { operationRoles, operations } from '../../db/schema/index.ts';

type OperationOverrides = Partial<Omit<typeof operations.$inferInsert, 'companyId' | 'name'>>;

/** An operation type of the company (1 hour unless told). */
export async function buildOperation(
  app: FastifyInstance,
  companyId: number,
  name = 'Entretien chaudière',
  overrides: OperationOverrides = {},
) {
  const [row] = await app.db
    .insert(operations)
    .values({ companyId, name, duration: 4, ...overrides })
    .returning();
  return row!;
}

/** The company's operation of this name, created if missing (operation names are unique per company). */
export async function findOrBuildOperation(app: FastifyInstance, companyId: number, name: string) {
  await app.db.insert(operations).values({ companyId, name, duration: 4 }).onConflictDoNothing();
  const [row] = await app.db
    .select()
    .from(operations)
    .where(and(eq(operations.companyId, companyId), eq(operations.name, name)));
  return row!;
}

/** The operation needs the qualification (one agent holding it, at least). */
export async function requireQualification(
  app: FastifyInstance,
  companyId: number,
  operationId: number,
  qualificationId: number,
): Promise<void> {
  await app.db.insert(operationRoles).values({ companyId, operationId, roleId: qualificationId });
}
