import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { blankToUndefined, idSchema, requiredTrimmedText, text } from '../common/fields.ts';
import { isMobileNumber, normalisePhoneNumber } from '../common/phone.ts';
import { POSTAL_CODE_PATTERN } from '../geo/address.ts';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '../common/password-rules.ts';
import { AGENT_INVITATION_MESSAGES } from '../messages/invitations-fr.ts';
import { newPasswordSchema } from '../auth/schemas.ts';
import { CLIENT_EMAIL_MAX } from '../clients/schemas.ts';

export const POSTAL_CODE_LENGTH = 5;
export const AGENT_NAME_MAX = 100;
export const AGENT_ADDRESS_MAX = 300;

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
    .max(PASSWORD_MAX, m.passwordTooLong)
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

// The agent's invitation (decision 0023): the back office sends the link, the agent app opens it.

/** An invitation's token: 256 random bits in base64url (43 characters); longer is never one. */
export const AGENT_INVITATION_TOKEN_MAX = 100;

const invitationMessages = AGENT_INVITATION_MESSAGES;

const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .email({ error: invitationMessages.emailInvalid })
    .max(CLIENT_EMAIL_MAX, invitationMessages.emailInvalid)
    .optional(),
);

/** A French mobile number (it receives the SMS), stored E.164. */
const optionalMobile = z.preprocess(
  blankToUndefined,
  text(invitationMessages.mobileInvalid)
    .refine((value) => isMobileNumber(value), invitationMessages.mobileInvalid)
    .transform((value) => normalisePhoneNumber(value)!)
    .optional(),
);

/** POST /agents/invite: the agent and where to send the link, by e-mail and/or SMS (one at least). */
export const inviteAgentSchema = z
  .object({ id: idSchema, email: optionalEmail, telephone: optionalMobile })
  .refine((input) => input.email !== undefined || input.telephone !== undefined, {
    message: invitationMessages.contactRequired,
    path: ['email'],
  });
export type InviteAgentInput = z.output<typeof inviteAgentSchema>;

/** The dialog's fields (the agent's id comes from the card). */
export const inviteAgentFormSchema = z
  .object({ email: optionalEmail, telephone: optionalMobile })
  .refine((input) => input.email !== undefined || input.telephone !== undefined, {
    message: invitationMessages.contactRequired,
    path: ['email'],
  });
export type InviteAgentFormValues = z.input<typeof inviteAgentFormSchema>;

const tokenSchema = text(invitationMessages.invalid)
  .min(1, invitationMessages.invalid)
  .max(AGENT_INVITATION_TOKEN_MAX, invitationMessages.invalid);

/** POST /mobile/invitation: what the link's page shows before the agent chooses a password. */
export const agentInvitationSchema = z.object({ token: tokenSchema });

/** POST /mobile/invitation/accept: the new password, the company's rules. */
export const acceptAgentInvitationSchema = z.object({
  token: tokenSchema,
  password: newPasswordSchema(invitationMessages.passwordRequired),
});
export type AcceptAgentInvitationInput = z.infer<typeof acceptAgentInvitationSchema>;
