import { z } from 'zod';
import { rowIdSchema, savedResponseSchema, successResponseSchema } from '../common/responses.ts';

/** An agent as the API shows it: never its password. */
export const agentSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  postal_code: z.string(),
  adresse: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Agent = z.infer<typeof agentSchema>;

/** An agent of `POST /agents/get-all`: with the ids of the qualifications it holds. */
export const agentListItemSchema = agentSchema.extend({ role_ids: z.array(rowIdSchema) });
export type AgentListItem = z.infer<typeof agentListItemSchema>;

/** `POST /agents/get-all`. */
export const agentListResponseSchema = z.array(agentListItemSchema);

/** `POST /agents/create` (201) and `PUT /agents/update`. */
export const agentSavedResponseSchema = savedResponseSchema('agent', agentSchema);
export type AgentSavedResponse = z.infer<typeof agentSavedResponseSchema>;

/** POST /mobile/invitation: whom the link invites. */
export const agentInvitationResponseSchema = successResponseSchema({
  agent_name: z.string(),
  company_name: z.string(),
});
export type AgentInvitationResponse = z.infer<typeof agentInvitationResponseSchema>;

/** POST /agents/invite: how many messages (e-mail, SMS) were written. */
export const agentInvitedResponseSchema = successResponseSchema({ sent: z.number().int() });
