import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { deleteRows, inCompany, sameCompany } from '../../db/queries.ts';
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
    .where(inCompany(agents, companyId, {}, sql`lower(btrim(${agents.name})) = lower(btrim(${name}))`));
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
  const [row] = await prepared(db, 'agent_session', (executor) =>
    executor
      .select({
        agentId: agents.id,
        agentName: agents.name,
        companyId: companies.id,
        companyName: companies.name,
        subscriptionPlan: companies.subscriptionPlan,
        expiresAt: agentSessions.expiresAt,
      })
      .from(agentSessions)
      .innerJoin(agents, sameCompany(agents, agentSessions, eq(agents.id, agentSessions.agentId)))
      .innerJoin(companies, eq(companies.id, agentSessions.companyId))
      .where(
        and(
          eq(agentSessions.companyId, sql.placeholder('companyId')),
          eq(agentSessions.tokenHash, sql.placeholder('tokenHash')),
          gt(agentSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('agent_session'),
  ).execute({ companyId, tokenHash, now: new Date().toISOString() });
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
    .where(inCompany(agentSessions, companyId, { tokenHash }));
}

export async function deleteAgentSession(db: Executor, companyId: number, tokenHash: string): Promise<void> {
  await db.delete(agentSessions).where(inCompany(agentSessions, companyId, { tokenHash }));
}

/** Deletes every session of the agent; answers how many there were. */
export async function deleteAgentSessions(db: Executor, companyId: number, agentId: number): Promise<number> {
  return deleteRows(db, agentSessions, inCompany(agentSessions, companyId, { agentId }));
}

export async function deleteExpiredAgentSessions(db: Executor): Promise<void> {
  await db.delete(agentSessions).where(lt(agentSessions.expiresAt, new Date()));
}
