import {
  MESSAGES,
  type AgentRoleLink,
  type Role,
  type CreateRoleInput,
  type UpdateRoleInput,
} from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { conflictOnUniqueViolation, notFound } from '../../errors.ts';
import * as repository from './roles.repository.ts';

export function presentRole(role: repository.RoleRow): Role {
  return { id: role.id, name: role.name, description: role.description };
}

interface CompanyOptions {
  db: Database;
  companyId: number;
}

/** Every qualification, with the number of agents holding it and of operations requiring it. */
export async function findRoles({ db, companyId }: CompanyOptions) {
  const rows = await repository.findRolesWithUsage(db, companyId);
  return rows.map((row) => ({
    ...presentRole(row),
    agent_count: Number(row.agentCount),
    operation_count: Number(row.operationCount),
  }));
}

/** Qualification names are unique per company, whatever the case or outer spaces (409). */
const rethrowDuplicateName = (error: unknown): never => {
  throw conflictOnUniqueViolation(error, MESSAGES.roles.duplicateName);
};

export async function createRole({ db, companyId, input }: CompanyOptions & { input: CreateRoleInput }) {
  return presentRole(await repository.insertRole(db, companyId, input).catch(rethrowDuplicateName));
}

export async function updateRole({ db, companyId, input }: CompanyOptions & { input: UpdateRoleInput }) {
  const role = await repository
    .updateRole(db, companyId, input.id, { name: input.name, description: input.description })
    .catch(rethrowDuplicateName);
  if (!role) {
    throw notFound();
  }
  return presentRole(role);
}

/** Deletes a qualification; agents and operations lose it (cascade). */
export async function deleteRole({ db, companyId, id }: CompanyOptions & { id: number }): Promise<void> {
  if (!(await repository.deleteRole(db, companyId, id))) {
    throw notFound();
  }
}

async function assertAgentExists(db: Database, companyId: number, agentId: number) {
  if (!(await repository.agentExists(db, companyId, agentId))) {
    throw notFound();
  }
}

export async function findAgentRoles({ db, companyId, agentId }: CompanyOptions & { agentId: number }) {
  await assertAgentExists(db, companyId, agentId);
  return (await repository.findAgentRoles(db, companyId, agentId)).map(presentRole);
}

/** Gives an agent a qualification. Assigning twice (or twice at once) is not an error. */
export async function assignAgentRole({ db, companyId, agentId, roleId }: CompanyOptions & AgentRoleLink) {
  await assertAgentExists(db, companyId, agentId);
  if (!(await repository.getRoleById(db, companyId, roleId))) {
    throw notFound();
  }
  const isNew = await repository.insertAgentRole(db, companyId, agentId, roleId);
  return { alreadyExists: !isNew };
}

/** Takes a qualification from an agent; removing one the agent does not hold changes nothing. */
export async function removeAgentRole({ db, companyId, agentId, roleId }: CompanyOptions & AgentRoleLink) {
  await assertAgentExists(db, companyId, agentId);
  if (!(await repository.getRoleById(db, companyId, roleId))) {
    throw notFound();
  }
  const wasHeld = await repository.deleteAgentRole(db, companyId, agentId, roleId);
  return { removed: wasHeld };
}
