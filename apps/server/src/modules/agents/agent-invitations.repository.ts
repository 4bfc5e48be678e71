import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inCompany, linkFields, sameCompany, updateRows } from '../../db/queries.ts';
import { agentInvitations, agents, companies } from '../../db/schema/index.ts';

/** The agent and its company's name, for the invitation's message. */
export async function getInvitedAgent(db: Executor, companyId: number, agentId: number) {
  const [row] = await db
    .select({ id: agents.id, name: agents.name, companyName: companies.name })
    .from(agents)
    .innerJoin(companies, eq(companies.id, agents.companyId))
    .where(inCompany(agents, companyId, { id: agentId }));
  return row;
}

/** A new invitation replaces the agent's unused ones: only the last link sent works. */
export async function deleteUnusedInvitations(
  db: Executor,
  companyId: number,
  agentId: number,
): Promise<void> {
  await db
    .delete(agentInvitations)
    .where(inCompany(agentInvitations, companyId, { agentId }, isNull(agentInvitations.usedAt)));
}

export async function insertInvitation(
  db: Executor,
  values: { companyId: number; agentId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(agentInvitations).values(values).returning({ id: agentInvitations.id });
  return row!.id;
}

/** The invitation of a token's hash, with its agent and company; `forUpdate` locks it (accepting). */
export async function getInvitationByTokenHash(db: Executor, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      ...linkFields(agentInvitations),
      agent: { id: agents.id, name: agents.name },
      companyName: companies.name,
    })
    .from(agentInvitations)
    .innerJoin(agents, sameCompany(agents, agentInvitations, eq(agents.id, agentInvitations.agentId)))
    .innerJoin(companies, eq(companies.id, agentInvitations.companyId))
    .where(eq(agentInvitations.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update', { of: agentInvitations }) : query);
  return row;
}

/** Marks the invitation used, once: false when it already was (a concurrent acceptance). */
export async function markInvitationUsed(
  db: Executor,
  companyId: number,
  id: number,
  usedAt: Date,
): Promise<boolean> {
  const unused = inCompany(agentInvitations, companyId, { id }, isNull(agentInvitations.usedAt));
  return (await updateRows(db, agentInvitations, { usedAt }, unused)) === 1;
}

export async function setAgentPassword(
  db: Executor,
  companyId: number,
  agentId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(agents)
    .set({ passwordHash })
    .where(inCompany(agents, companyId, { id: agentId }));
}
