import { asc, countDistinct, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deleteRows,
  hasCompanyRow,
  inCompany,
  insertIfAbsent,
  sameCompany,
  updateCompanyRow,
} from '../../db/queries.ts';
import {
  agentRoles,
  agents,
  operationRoles,
  operationTeamRequirements,
  roles,
} from '../../db/schema/index.ts';

const roleColumns = { id: roles.id, name: roles.name, description: roles.description };
export type RoleRow = { id: number; name: string; description: string | null };

/** The qualifications, each with how many agents hold it and how many operations require it. */
export async function findRolesWithUsage(db: Executor, companyId: number) {
  const agentCounts = db
    .select({ roleId: agentRoles.roleId, value: countDistinct(agentRoles.agentId).as('agent_count') })
    .from(agentRoles)
    .where(eq(agentRoles.companyId, companyId))
    .groupBy(agentRoles.roleId)
    .as('agent_counts');
  const operationLinks = db
    .select({ roleId: operationRoles.roleId, operationId: operationRoles.operationId })
    .from(operationRoles)
    .where(eq(operationRoles.companyId, companyId))
    .union(
      db
        .select({
          roleId: operationTeamRequirements.roleId,
          operationId: operationTeamRequirements.operationId,
        })
        .from(operationTeamRequirements)
        .where(eq(operationTeamRequirements.companyId, companyId)),
    )
    .as('operation_links');
  const operationCounts = db
    .select({
      roleId: operationLinks.roleId,
      value: countDistinct(operationLinks.operationId).as('operation_count'),
    })
    .from(operationLinks)
    .groupBy(operationLinks.roleId)
    .as('operation_counts');
  return db
    .select({
      ...roleColumns,
      agentCount: sql<number>`coalesce(${agentCounts.value}, 0)::int`,
      operationCount: sql<number>`coalesce(${operationCounts.value}, 0)::int`,
    })
    .from(roles)
    .leftJoin(agentCounts, eq(agentCounts.roleId, roles.id))
    .leftJoin(operationCounts, eq(operationCounts.roleId, roles.id))
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(roles.name), asc(roles.id));
}

export async function getRoleById(db: Executor, companyId: number, id: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(inCompany(roles, companyId, { id }));
  return row;
}

export async function insertRole(
  db: Executor,
  companyId: number,
  values: { name: string; description: string | null },
): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ companyId, ...values })
    .returning(roleColumns);
  return row!;
}

export async function updateRole(
  db: Executor,
  companyId: number,
  id: number,
  values: { name: string; description: string | null },
): Promise<RoleRow | undefined> {
  return updateCompanyRow(db, roles, companyId, id, values, roleColumns);
}

export async function deleteRole(db: Executor, companyId: number, id: number): Promise<boolean> {
  return (await deleteRows(db, roles, inCompany(roles, companyId, { id }))) > 0;
}

export async function agentExists(db: Executor, companyId: number, agentId: number): Promise<boolean> {
  return hasCompanyRow(db, agents, companyId, agentId);
}

export async function findAgentRoles(db: Executor, companyId: number, agentId: number): Promise<RoleRow[]> {
  return db
    .select(roleColumns)
    .from(agentRoles)
    .innerJoin(roles, sameCompany(roles, agentRoles, eq(roles.id, agentRoles.roleId)))
    .where(inCompany(agentRoles, companyId, { agentId }))
    .orderBy(asc(roles.name), asc(roles.id));
}

/** Links a qualification to an agent; false when the link already existed (even under a race). */
export async function insertAgentRole(
  db: Executor,
  companyId: number,
  agentId: number,
  roleId: number,
): Promise<boolean> {
  return insertIfAbsent(db, agentRoles, { companyId, agentId, roleId });
}

export async function deleteAgentRole(
  db: Executor,
  companyId: number,
  agentId: number,
  roleId: number,
): Promise<boolean> {
  return (await deleteRows(db, agentRoles, inCompany(agentRoles, companyId, { agentId, roleId }))) > 0;
}
