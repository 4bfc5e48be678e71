import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { text, trimmed } from '../common/fields.ts';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '../common/password-rules.ts';

const requiredText = (message: string) => z.preprocess(trimmed, text(message).min(1, message));

export const COMPANY_NAME_MAX = 100;

const loginPassword = text(MESSAGES.auth.fillAllFields)
  .min(1, MESSAGES.auth.fillAllFields)
  .max(PASSWORD_MAX, MESSAGES.auth.fillAllFields);
export const LOGIN_EMAIL_MAX = 254;
const loginCompanyName = requiredText(MESSAGES.auth.fillAllFields).pipe(
  z.string().max(COMPANY_NAME_MAX, MESSAGES.auth.companyNameTooLong),
);
const loginEmail = requiredText(MESSAGES.auth.fillAllFields).pipe(
  z.string().max(LOGIN_EMAIL_MAX, MESSAGES.auth.fillAllFields),
);

/** The company's login form (the owner): both fields required. Passwords are never trimmed. */
export const companyLoginSchema = z.object({
  company_name: loginCompanyName,
  company_password: loginPassword,
});
/** A person's login form (issue 26): e-mail and password. */
export const personLoginSchema = z.object({ email: loginEmail, password: loginPassword });

/**
 * `POST /admin/login`: the company's { company_name, company_password } (the owner), or a person's
 * { email, password }; both fields of the pair required.
 */
export const loginSchema = z
  .object({
    company_name: loginCompanyName.optional(),
    company_password: loginPassword.optional(),
    email: loginEmail.optional(),
    password: loginPassword.optional(),
  })
  .superRefine((input, context) => {
    const required =
      input.email !== undefined ? (['password'] as const) : (['company_name', 'company_password'] as const);
    for (const field of required) {
      if (input[field] === undefined) {
        context.addIssue({ code: 'custom', message: MESSAGES.auth.fillAllFields, path: [field] });
      }
    }
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
