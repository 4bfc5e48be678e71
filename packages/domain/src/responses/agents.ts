import { z } from 'zod';
import { rowIdSchema, savedResponseSchema } from './common.ts';

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

/** `POST /agents/get-all`. */
export const agentListResponseSchema = z.array(agentSchema);

/** `POST /agents/create` (201) and `PUT /agents/update`. */
export const agentSavedResponseSchema = savedResponseSchema('agent', agentSchema);
export type AgentSavedResponse = z.infer<typeof agentSavedResponseSchema>;
