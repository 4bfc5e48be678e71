import { z } from 'zod';
import { AGENT_INVITATION_MESSAGES as m } from '../messages/invitations-fr.ts';
import { blankToUndefined, idSchema, text } from './fields.ts';
import { isMobileNumber, normalisePhoneNumber } from './phone.ts';
import { newPasswordSchema } from './auth.ts';
import { CLIENT_EMAIL_MAX } from './clients.ts';
import { successResponseSchema } from '../responses/common.ts';

/** An invitation's token: 256 random bits in base64url (43 characters); longer is never one. */
export const AGENT_INVITATION_TOKEN_MAX = 100;

const optionalEmail = z.preprocess(
  blankToUndefined,
  z.email({ error: m.emailInvalid }).max(CLIENT_EMAIL_MAX, m.emailInvalid).optional(),
);

/** A French mobile number (it receives the SMS), stored E.164. */
const optionalMobile = z.preprocess(
  blankToUndefined,
  text(m.mobileInvalid)
    .refine((value) => isMobileNumber(value), m.mobileInvalid)
    .transform((value) => normalisePhoneNumber(value)!)
    .optional(),
);

/** POST /agents/invite: the agent and where to send the link, by e-mail and/or SMS (one at least). */
export const inviteAgentSchema = z
  .object({ id: idSchema, email: optionalEmail, telephone: optionalMobile })
  .refine((input) => input.email !== undefined || input.telephone !== undefined, {
    message: m.contactRequired,
    path: ['email'],
  });
export type InviteAgentInput = z.output<typeof inviteAgentSchema>;

/** The dialog's fields (the agent's id comes from the card). */
export const inviteAgentFormSchema = z
  .object({ email: optionalEmail, telephone: optionalMobile })
  .refine((input) => input.email !== undefined || input.telephone !== undefined, {
    message: m.contactRequired,
    path: ['email'],
  });
export type InviteAgentFormValues = z.input<typeof inviteAgentFormSchema>;

const tokenSchema = text(m.invalid).min(1, m.invalid).max(AGENT_INVITATION_TOKEN_MAX, m.invalid);

/** POST /mobile/invitation: what the link's page shows before the agent chooses a password. */
export const agentInvitationSchema = z.object({ token: tokenSchema });

/** POST /mobile/invitation/accept: the new password, the company's rules. */
export const acceptAgentInvitationSchema = z.object({
  token: tokenSchema,
  password: newPasswordSchema(m.passwordRequired),
});
export type AcceptAgentInvitationInput = z.infer<typeof acceptAgentInvitationSchema>;

/** POST /mobile/invitation: whom the link invites. */
export const agentInvitationResponseSchema = successResponseSchema({
  agent_name: z.string(),
  company_name: z.string(),
});
export type AgentInvitationResponse = z.infer<typeof agentInvitationResponseSchema>;

/** POST /agents/invite: how many messages (e-mail, SMS) were written. */
export const agentInvitedResponseSchema = successResponseSchema({ sent: z.number().int() });
