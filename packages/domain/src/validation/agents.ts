import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { idSchema, requiredTrimmedText, text } from './fields.ts';
import { POSTAL_CODE_PATTERN } from '../geo/address.ts';

export const POSTAL_CODE_LENGTH = 5;
export const AGENT_NAME_MAX = 100;
export const AGENT_ADDRESS_MAX = 300;
export const AGENT_PASSWORD_MAX = 200;

const m = MESSAGES.agents;

const coordinate = (limit: number) =>
  z
    .number({ error: m.invalidCoordinates })
    .min(-limit, m.invalidCoordinates)
    .max(limit, m.invalidCoordinates)
    .nullish();

const agentFields = {
  name: requiredTrimmedText(m.nameRequired, AGENT_NAME_MAX, m.nameTooLong),
  postal_code: text(m.postalCodeRequired)
    .trim()
    .min(1, m.postalCodeRequired)
    .regex(POSTAL_CODE_PATTERN, m.postalCodeInvalid),
  adresse: requiredTrimmedText(m.adresseRequired, AGENT_ADDRESS_MAX, m.adresseTooLong),
  /** Filled by the address autocomplete; optional. */
  latitude: coordinate(90),
  longitude: coordinate(180),
};

/** Agent creation: name, postal code, address and password are required. Passwords are not trimmed. */
export const createAgentSchema = z.object({
  ...agentFields,
  password: text(m.passwordRequired).min(1, m.passwordRequired).max(AGENT_PASSWORD_MAX, m.passwordTooLong),
});
export type CreateAgentInput = z.infer<typeof createAgentSchema>;

/** Agent modification: an empty or missing password keeps the current one. */
export const updateAgentSchema = z.object({
  id: idSchema,
  ...agentFields,
  password: text(m.passwordTooLong).max(AGENT_PASSWORD_MAX, m.passwordTooLong).nullish(),
});
export type UpdateAgentInput = z.infer<typeof updateAgentSchema>;

/** The agent form of the back office: one schema for create and modify (password checked by mode). */
export const agentFormSchema = z.object({
  ...agentFields,
  password: text().max(AGENT_PASSWORD_MAX, m.passwordTooLong),
});
export type AgentFormValues = z.input<typeof agentFormSchema>;

export const agentIdSchema = z.object({ id: idSchema });
