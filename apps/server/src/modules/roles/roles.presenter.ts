import { MESSAGES, type Role } from '@tourneo/domain';
import type * as repository from './roles.repository.ts';

export function presentRole(role: repository.RoleRow): Role {
  return { id: role.id, name: role.name, description: role.description };
}

/** A qualification of the list, with the number of agents holding it and of operations requiring it. */
export function presentRoleWithUsage(
  row: repository.RoleRow & { agentCount: number | string; operationCount: number | string },
) {
  return {
    ...presentRole(row),
    agent_count: Number(row.agentCount),
    operation_count: Number(row.operationCount),
  };
}

/** A qualification given to an agent or required by an operation (twice is not an error). */
export function presentLinkAssigned({ alreadyExists }: { alreadyExists: boolean }) {
  return {
    success: true as const,
    alreadyExists,
    message: alreadyExists ? MESSAGES.roles.alreadyAssigned : MESSAGES.roles.assigned,
  };
}

/** A qualification taken from an agent or an operation (one it did not have changes nothing). */
export function presentLinkRemoved({ removed }: { removed: boolean }) {
  return { success: true as const, removed, message: MESSAGES.roles.removed };
}
