/**
 * The missions module's reads of what its rules check: an operation's qualifications and team
 * requirements, the agents and the qualifications they hold. Part of the module's repository
 * (`missions.repository.ts` re-exports it).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SchedulingOperation, SchedulingTeamRequirement } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { hasCompanyRow, inCompany, sameCompany } from '../../db/queries.ts';
import {
  agentRoles,
  agents,
  clients,
  operationRoles,
  operationTeamRequirements,
  operations,
} from '../../db/schema/index.ts';

/** The operation's rules: its qualifications and its team requirements (`is_required` always set). */
export interface OperationRules extends SchedulingOperation {
  team_requirements: (SchedulingTeamRequirement & { is_required: boolean })[];
}

/**
 * The operation as the engine and the team checks read it (qualifications, team requirements in
 * priority order), or undefined when it is not the company's.
 */
export async function getOperationRules(
  db: Executor,
  companyId: number,
  operationId: number,
): Promise<OperationRules | undefined> {
  const [operation] = await db
    .select({
      duration: operations.duration,
      supports_teams: operations.supportsTeams,
      min_team_size: operations.minTeamSize,
      role_ids: sql<number[]>`coalesce((
        select array_agg(${operationRoles.roleId} order by ${operationRoles.roleId}) from ${operationRoles}
        where ${operationRoles.companyId} = ${operations.companyId} and ${operationRoles.operationId} = ${operations.id}
      ), '{}')`,
    })
    .from(operations)
    .where(inCompany(operations, companyId, { id: operationId }));
  if (!operation) {
    return undefined;
  }
  const requirements = await db
    .select({
      role_id: operationTeamRequirements.roleId,
      min_agents: operationTeamRequirements.minAgents,
      max_agents: operationTeamRequirements.maxAgents,
      is_required: operationTeamRequirements.isRequired,
    })
    .from(operationTeamRequirements)
    .where(inCompany(operationTeamRequirements, companyId, { operationId }))
    .orderBy(asc(operationTeamRequirements.priorityOrder), asc(operationTeamRequirements.id));
  return { ...operation, role_ids: operation.role_ids.map(Number), team_requirements: requirements };
}

/** The company's agents among `agentIds`, each with the qualifications it holds. */
export async function findAgentsWithRoles(
  db: Executor,
  companyId: number,
  agentIds: readonly number[],
): Promise<Map<number, { name: string; roleIds: number[] }>> {
  if (agentIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: agents.id, name: agents.name, roleId: agentRoles.roleId })
    .from(agents)
    .leftJoin(agentRoles, sameCompany(agentRoles, agents, eq(agentRoles.agentId, agents.id)))
    .where(inCompany(agents, companyId, {}, inArray(agents.id, [...agentIds])));
  const found = new Map<number, { name: string; roleIds: number[] }>();
  for (const row of rows) {
    const agent = found.get(row.id) ?? { name: row.name, roleIds: [] };
    if (row.roleId !== null) {
      agent.roleIds.push(row.roleId);
    }
    found.set(row.id, agent);
  }
  return found;
}

export async function agentExists(db: Executor, companyId: number, agentId: number): Promise<boolean> {
  return hasCompanyRow(db, agents, companyId, agentId);
}

/**
 * What the lifecycle reads of a mission's client (`ErasableClient`): the instant of its erasure,
 * null when it was not erased, or when the mission has no client of the list.
 */
export async function getClientErasure(
  db: Executor,
  companyId: number,
  clientId: number | null,
): Promise<{ erasedAt: Date | null }> {
  if (clientId === null) {
    return { erasedAt: null };
  }
  const [row] = await db
    .select({ erasedAt: clients.erasedAt })
    .from(clients)
    .where(inCompany(clients, companyId, { id: clientId }));
  return { erasedAt: row?.erasedAt ?? null };
}
