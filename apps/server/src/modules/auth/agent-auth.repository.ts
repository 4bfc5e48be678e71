import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentSessions, agents, companies } from '../../db/schema/index.ts';

export interface AgentLoginRecord {
  id: number;
  name: string;
  /** Null until the agent chose a password (an agent invited, not yet signed up). */
  passwordHash: string | null;
}

/** The company's agent by name, as the unique index compares names (case and outer spaces aside). */
export async function getAgentByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<AgentLoginRecord | undefined> {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, passwordHash: agents.passwordHash })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), sql`lower(btrim(${agents.name})) = lower(btrim(${name}))`));
  return agent;
}

export async function insertAgentSession(
  db: Executor,
  values: { companyId: number; tokenHash: string; agentId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(agentSessions).values(values);
}

export interface AgentSessionRecord {
  agent: { id: number; name: string };
  company: { id: number; name: string; subscriptionPlan: 'standard' | 'business' | 'premium' };
  expiresAt: Date;
}

/** The live session of the token, with its agent and company. */
export async function getAgentSession(
  db: Executor,
  companyId: number,
  tokenHash: string,
): Promise<AgentSessionRecord | undefined> {
  const [row] = await db
    .select({
      agentId: agents.id,
      agentName: agents.name,
      companyId: companies.id,
      companyName: companies.name,
      subscriptionPlan: companies.subscriptionPlan,
      expiresAt: agentSessions.expiresAt,
    })
    .from(agentSessions)
    .innerJoin(
      agents,
      and(eq(agents.companyId, agentSessions.companyId), eq(agents.id, agentSessions.agentId)),
    )
    .innerJoin(companies, eq(companies.id, agentSessions.companyId))
    .where(
      and(
        eq(agentSessions.companyId, companyId),
        eq(agentSessions.tokenHash, tokenHash),
        gt(agentSessions.expiresAt, new Date()),
      ),
    );
  return (
    row && {
      agent: { id: row.agentId, name: row.agentName },
      company: { id: row.companyId, name: row.companyName, subscriptionPlan: row.subscriptionPlan },
      expiresAt: row.expiresAt,
    }
  );
}

export async function renewAgentSession(
  db: Executor,
  companyId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(agentSessions)
    .set({ expiresAt })
    .where(and(eq(agentSessions.companyId, companyId), eq(agentSessions.tokenHash, tokenHash)));
}

export async function deleteAgentSession(db: Executor, companyId: number, tokenHash: string): Promise<void> {
  await db
    .delete(agentSessions)
    .where(and(eq(agentSessions.companyId, companyId), eq(agentSessions.tokenHash, tokenHash)));
}

/** Deletes every session of the agent; answers how many there were. */
export async function deleteAgentSessions(db: Executor, companyId: number, agentId: number): Promise<number> {
  const rows = await db
    .delete(agentSessions)
    .where(and(eq(agentSessions.companyId, companyId), eq(agentSessions.agentId, agentId)))
    .returning({ agentId: agentSessions.agentId });
  return rows.length;
}

export async function deleteExpiredAgentSessions(db: Executor): Promise<void> {
  await db.delete(agentSessions).where(lt(agentSessions.expiresAt, new Date()));
}
