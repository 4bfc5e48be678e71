import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { idSchema, optionalTrimmedText, requiredTrimmedText } from '../common/fields.ts';

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;

const m = MESSAGES.roles;

const roleFields = {
  name: requiredTrimmedText(m.nameRequired, ROLE_NAME_MAX, m.nameTooLong),
  description: optionalTrimmedText(ROLE_DESCRIPTION_MAX, m.descriptionTooLong),
};

/** A qualification: a name, an optional description. */
export const createRoleSchema = z.object(roleFields);
export type CreateRoleInput = z.infer<typeof createRoleSchema>;
export type RoleFormValues = z.input<typeof createRoleSchema>;

export const updateRoleSchema = z.object({ id: idSchema, ...roleFields });
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

export const roleIdSchema = z.object({ id: idSchema });

/** The spec's agent-role link is camelCase. */
export const agentRolesQuerySchema = z.object({ agentId: idSchema });
export const agentRoleLinkSchema = z.object({ agentId: idSchema, roleId: idSchema });
export type AgentRoleLink = z.infer<typeof agentRoleLinkSchema>;
