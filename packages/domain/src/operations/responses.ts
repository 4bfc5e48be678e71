import { z } from 'zod';
import { rowIdSchema, savedResponseSchema } from '../common/responses.ts';

/** One qualification a team of the operation asks for. */
export const operationTeamRequirementSchema = z.strictObject({
  id: rowIdSchema,
  role_id: rowIdSchema,
  role_name: z.string(),
  min_agents: z.number().int(),
  max_agents: z.number().int(),
  is_required: z.boolean(),
  load_percentage: z.number(),
  priority_order: z.number().int(),
  special_requirements: z.string().nullable(),
});
export type OperationTeamRequirement = z.infer<typeof operationTeamRequirementSchema>;
/** A team requirement as an operation's form edits it and its calls send it (no id, no name). */
export type TeamRequirementFields = Omit<OperationTeamRequirement, 'id' | 'role_name'>;

/** An operation type; `operation_name` repeats `name` (the spec's calendar reads it). */
export const operationSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  operation_name: z.string(),
  duration: z.number().int(),
  form_id: rowIdSchema.nullable(),
  form_name: z.string().nullable(),
  sms_message: z.string().nullable(),
  /** The operation's own e-mail texts; null: the default. */
  email_invitation_subject: z.string().nullable(),
  email_invitation_body: z.string().nullable(),
  email_confirmation_subject: z.string().nullable(),
  email_confirmation_body: z.string().nullable(),
  supports_teams: z.boolean(),
  /** Its price in euros HT (issue 22); null for none. */
  price_ht: z.number().nullable(),
  min_team_size: z.number().int(),
  team_requirements: z.array(operationTeamRequirementSchema),
});
export type Operation = z.infer<typeof operationSchema>;

/** `POST /operations/get-all`. */
export const operationListResponseSchema = z.array(operationSchema);

/** `POST /operations/new-operation` (201) and `PUT /operations/update`. */
export const operationSavedResponseSchema = savedResponseSchema('operation', operationSchema);
export type OperationSavedResponse = z.infer<typeof operationSavedResponseSchema>;

/** A qualification an operation requires. */
export const operationRoleSchema = z.strictObject({
  operation_id: rowIdSchema,
  role_id: rowIdSchema,
  role_name: z.string(),
});
export type OperationRole = z.infer<typeof operationRoleSchema>;

/** `POST /operations/get-operation-roles`. */
export const operationRoleListResponseSchema = z.array(operationRoleSchema);
