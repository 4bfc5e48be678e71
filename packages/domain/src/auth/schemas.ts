import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { text, trimmed } from '../common/fields.ts';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '../common/password-rules.ts';

const requiredText = (message: string) => z.preprocess(trimmed, text(message).min(1, message));

export const COMPANY_NAME_MAX = 100;

/** Login: both fields required. Passwords are never trimmed. */
export const loginSchema = z.object({
  company_name: requiredText(MESSAGES.auth.fillAllFields).pipe(
    z.string().max(COMPANY_NAME_MAX, MESSAGES.auth.companyNameTooLong),
  ),
  company_password: text(MESSAGES.auth.fillAllFields)
    .min(1, MESSAGES.auth.fillAllFields)
    .max(PASSWORD_MAX, MESSAGES.auth.fillAllFields),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  company_name: requiredText(MESSAGES.auth.fillAllFields).pipe(
    z.string().max(COMPANY_NAME_MAX, MESSAGES.auth.companyNameTooLong),
  ),
  company_password: text(MESSAGES.auth.fillAllFields)
    .min(1, MESSAGES.auth.fillAllFields)
    .min(PASSWORD_MIN, MESSAGES.auth.passwordTooShort)
    .max(PASSWORD_MAX, MESSAGES.auth.passwordTooShort),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * A new password, the company's rules (at least PASSWORD_MIN characters): an agent's password set
 * by the planner or through an invitation. Never trimmed.
 */
export const newPasswordSchema = (requiredMessage: string) =>
  text(requiredMessage)
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);
