import { z } from 'zod';
import { rowIdSchema, savedResponseSchema } from '../common/responses.ts';

/** A qualification. */
export const roleSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  description: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

/** A qualification with how many agents hold it and how many operations require it. */
export const roleWithUsageSchema = z.strictObject({
  ...roleSchema.shape,
  agent_count: z.number().int(),
  operation_count: z.number().int(),
});
export type RoleWithUsage = z.infer<typeof roleWithUsageSchema>;

/** `POST /roles/get-all` and `POST /roles`. */
export const roleListResponseSchema = z.array(roleWithUsageSchema);

/** `POST /roles/agent`: an agent's qualifications. */
export const agentRoleListResponseSchema = z.array(roleSchema);

/** `POST /roles/create` (201) and `POST /roles/update`. */
export const roleSavedResponseSchema = savedResponseSchema('role', roleSchema);
export type RoleSavedResponse = z.infer<typeof roleSavedResponseSchema>;
