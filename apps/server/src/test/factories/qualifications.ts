import type { FastifyInstance } from 'fastify';
import { agentRoles, roles } from '../../db/schema/index.ts';

/** A qualification (a role, in the tables) of the company. */
export async function buildQualification(app: FastifyInstance, companyId: number, name = 'Électricien') {
  const [row] = await app.db.insert(roles).values({ companyId, name }).returning();
  return row!;
}

/** The agent holds the qualification. */
export async function grantQualification(
  app: FastifyInstance,
  companyId: number,
  agentId: number,
  qualificationId: number,
): Promise<void> {
  await app.db.insert(agentRoles).values({ companyId, agentId, roleId: qualificationId });
}
