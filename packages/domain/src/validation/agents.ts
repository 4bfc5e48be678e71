import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { idSchema, requiredTrimmedText, text } from './fields.ts';
import { POSTAL_CODE_PATTERN } from '../geo/address.ts';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from './password-rules.ts';

export const POSTAL_CODE_LENGTH = 5;
export const AGENT_NAME_MAX = 100;
export const AGENT_ADDRESS_MAX = 300;
export const AGENT_PASSWORD_MAX = PASSWORD_MAX;

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

/**
 * An agent's password, the company's rules (at least PASSWORD_MIN characters); empty or missing:
 * none given (creation: the agent chooses one through an invitation; modification: kept).
 * Passwords are not trimmed.
 */
const optionalPassword = z.preprocess(
  (value) => (value === '' ? undefined : value),
  text(PASSWORD_MESSAGES.tooShort)
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
    .max(AGENT_PASSWORD_MAX, m.passwordTooLong)
    .nullish(),
);

/**
 * Agent creation: name, postal code and address are required. Without a password the agent
 * cannot sign in until they choose one through an invitation (POST /agents/invite).
 */
export const createAgentSchema = z.object({
  ...agentFields,
  password: optionalPassword,
});
export type CreateAgentInput = z.infer<typeof createAgentSchema>;

/** Agent modification: an empty or missing password keeps the current one. */
export const updateAgentSchema = z.object({
  id: idSchema,
  ...agentFields,
  password: optionalPassword,
});
export type UpdateAgentInput = z.infer<typeof updateAgentSchema>;

/** The agent form of the back office, create and modify: an empty password is none given. */
export const agentFormSchema = z.object({
  ...agentFields,
  password: optionalPassword,
});
export type AgentFormValues = z.input<typeof agentFormSchema>;

export const agentIdSchema = z.object({ id: idSchema });
