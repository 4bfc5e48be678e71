import { MESSAGES, type AgentRoleLink, type CreateRoleInput, type UpdateRoleInput } from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { conflictOnUniqueViolation, notFound } from '../../errors.ts';
import * as repository from './roles.repository.ts';
import { presentRole, presentRoleWithUsage } from './roles.presenter.ts';

/** The answers of a qualification link, shared with the operations' routes (they link qualifications too). */
export { presentLinkAssigned, presentLinkRemoved } from './roles.presenter.ts';

/** Every qualification, with the number of agents holding it and of operations requiring it. */
export async function findRoles({ db, companyId }: CompanyScope) {
  return (await repository.findRolesWithUsage(db, companyId)).map(presentRoleWithUsage);
}

/** Qualification names are unique per company, whatever the case or outer spaces (409). */
const rethrowDuplicateName = (error: unknown): never => {
  throw conflictOnUniqueViolation(error, MESSAGES.roles.duplicateName);
};

export async function createRole({ db, companyId, input }: CompanyScope & { input: CreateRoleInput }) {
  return presentRole(await repository.insertRole(db, companyId, input).catch(rethrowDuplicateName));
}

export async function updateRole({ db, companyId, input }: CompanyScope & { input: UpdateRoleInput }) {
  const role = await repository
    .updateRole(db, companyId, input.id, { name: input.name, description: input.description })
    .catch(rethrowDuplicateName);
  if (!role) {
    throw notFound();
  }
  return presentRole(role);
}

/** Deletes a qualification; agents and operations lose it (cascade). */
export async function deleteRole({ db, companyId, id }: CompanyScope & { id: number }): Promise<void> {
  if (!(await repository.deleteRole(db, companyId, id))) {
    throw notFound();
  }
}

async function assertAgentExists(db: Database, companyId: number, agentId: number) {
  if (!(await repository.agentExists(db, companyId, agentId))) {
    throw notFound();
  }
}

export async function findAgentRoles({ db, companyId, agentId }: CompanyScope & { agentId: number }) {
  await assertAgentExists(db, companyId, agentId);
  return (await repository.findAgentRoles(db, companyId, agentId)).map(presentRole);
}

/** Gives an agent a qualification. Assigning twice (or twice at once) is not an error. */
export async function assignAgentRole({ db, companyId, agentId, roleId }: CompanyScope & AgentRoleLink) {
  await assertAgentExists(db, companyId, agentId);
  if (!(await repository.getRoleById(db, companyId, roleId))) {
    throw notFound();
  }
  const isNew = await repository.insertAgentRole(db, companyId, agentId, roleId);
  return { alreadyExists: !isNew };
}

/** Takes a qualification from an agent; removing one the agent does not hold changes nothing. */
export async function removeAgentRole({ db, companyId, agentId, roleId }: CompanyScope & AgentRoleLink) {
  await assertAgentExists(db, companyId, agentId);
  if (!(await repository.getRoleById(db, companyId, roleId))) {
    throw notFound();
  }
  const wasHeld = await repository.deleteAgentRole(db, companyId, agentId, roleId);
  return { removed: wasHeld };
}
