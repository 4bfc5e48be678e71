import { z } from 'zod';
import { idSchema, requiredTrimmedText, text } from '../common/fields.ts';
import { MESSAGES } from '../messages/fr.ts';
import { PEOPLE_MESSAGES as m } from '../messages/people-fr.ts';
import { COMPANY_NAME_MAX, LOGIN_EMAIL_MAX, newPasswordSchema } from '../auth/schemas.ts';
import { PERSON_ROLES } from './roles.ts';

export const PERSON_NAME_MAX = 100;
/** A link's token: 43 characters of base64url (256 bits); longer is no token of ours. */
const TOKEN_MAX = 100;

/** An e-mail of a person: trimmed, lower case (one account per address, whatever the case). */
export const personEmailSchema = text(m.emailRequired)
  .trim()
  .min(1, m.emailRequired)
  .max(LOGIN_EMAIL_MAX, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const personRoleSchema = z.enum(PERSON_ROLES, { error: m.roleInvalid });

/** `POST /people/invite`. */
export const invitePersonSchema = z.object({ email: personEmailSchema, role: personRoleSchema });
export type InvitePersonInput = z.output<typeof invitePersonSchema>;
export type InvitePersonFormValues = z.input<typeof invitePersonSchema>;

/** `POST /people/update-role`. */
export const updatePersonRoleSchema = z.object({ id: idSchema, role: personRoleSchema });
export type UpdatePersonRoleInput = z.output<typeof updatePersonRoleSchema>;

/** `POST /people/remove`. */
export const removePersonSchema = z.object({ id: idSchema });

const tokenOf = (message: string) => text(message).min(1, message).max(TOKEN_MAX, message);

/** `POST /people/invitation`: whom the link invites, before the person chooses a password. */
export const personInvitationSchema = z.object({ token: tokenOf(m.invitationInvalid) });

/** `POST /people/accept-invitation`: the password follows the company password's rules. */
export const acceptPersonInvitationSchema = z.object({
  token: tokenOf(m.invitationInvalid),
  name: requiredTrimmedText(m.nameRequired, PERSON_NAME_MAX, m.nameTooLong),
  password: newPasswordSchema(m.passwordRequired),
});
export type AcceptPersonInvitationInput = z.output<typeof acceptPersonInvitationSchema>;

/** `POST /people/request-password-reset`. */
export const requestPasswordResetSchema = z.object({ email: personEmailSchema });

/** `POST /admin/request-password-reset`: the owner's (company login's) reset, by the company's name. */
export const requestOwnerPasswordResetSchema = z.object({
  company_name: requiredTrimmedText(
    m.companyNameRequired,
    COMPANY_NAME_MAX,
    MESSAGES.auth.companyNameTooLong,
  ),
});

/** `POST /people/reset-password`: a person's link or the owner's (decision 0044). */
export const resetPasswordSchema = z.object({
  token: tokenOf(m.resetInvalid),
  password: newPasswordSchema(m.passwordRequired),
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
