import { z } from 'zod';
import { idSchema, text } from '../common/fields.ts';
import { readResponseSchema, successResponseSchema } from '../common/responses.ts';
import { ACCOUNT_SECURITY_MESSAGES as m } from '../messages/account-security-fr.ts';
import { loginResponseSchema } from '../auth/responses.ts';

/** A code typed by a person: spaces and dashes of a copy-paste are ignored. */
const typedCode = text(m.codeRequired)
  .max(40, m.codeInvalid)
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(1, m.codeRequired));

/** A code of the authenticator app: 6 digits. */
export const totpCodeSchema = typedCode.pipe(z.string().regex(/^\d{6}$/, m.codeInvalid));

/** `POST /auth/totp-confirm`: the first code of the app ends the enrolment. */
export const confirmTotpSchema = z.object({ code: totpCodeSchema });

/** `POST /auth/totp-disable`: a current code, or the account's password. */
export const disableTotpSchema = z
  .object({
    code: totpCodeSchema.optional(),
    password: text(m.codeOrPasswordRequired).max(200, m.passwordInvalid).optional(),
  })
  .refine((input) => input.code !== undefined || (input.password ?? '') !== '', {
    message: m.codeOrPasswordRequired,
    path: ['code'],
  });
export type DisableTotpInput = z.output<typeof disableTotpSchema>;

/** `POST /auth/totp-regenerate-recovery-codes`: the same proof as turning it off (decision 0044). */
export const regenerateRecoveryCodesSchema = disableTotpSchema;

/** `POST /auth/totp-login`: the second step of a sign-in; `code` is the app's or a recovery code. */
export const totpLoginSchema = z.object({
  challenge_token: text(m.challengeInvalid).min(1, m.challengeInvalid).max(300, m.challengeInvalid),
  code: typedCode,
});

/** `POST /auth/end-session`: one of one's own sessions (`id` of `POST /auth/sessions`). */
export const endSessionSchema = z.object({
  id: text(m.sessionNotFound).regex(/^[0-9a-f]{16}$/, m.sessionNotFound),
});

/** `POST /people/cancel-invitation`. */
export const cancelInvitationSchema = z.object({ id: idSchema });

/** `POST /people/set-totp-requirement`. */
export const totpRequirementSchema = z.object({ required: z.boolean({ error: m.codeRequired }) });

/** `POST /auth/totp-status`. */
export const totpStatusResponseSchema = readResponseSchema({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The company requires it of this account (an administrateur) and it is not enabled yet. */
  enrolment_required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusResponseSchema>;

/** `POST /auth/totp-start`: the secret, shown once as a QR code and as a key to type. */
export const totpStartResponseSchema = readResponseSchema({
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG image as a `data:` URL. */
  qr_code: z.string(),
});
export type TotpStart = z.infer<typeof totpStartResponseSchema>;

/** `POST /auth/totp-confirm` and `/auth/totp-regenerate-recovery-codes`: the recovery codes, shown once. */
export const totpConfirmResponseSchema = successResponseSchema({ recovery_codes: z.array(z.string()) });

/** `POST /admin/login` of an account with a second factor: no session yet, the second step's token. */
export const secondFactorRequiredResponseSchema = successResponseSchema({
  second_factor_required: z.literal(true),
  challenge_token: z.string(),
});
export type SecondFactorRequiredResponse = z.infer<typeof secondFactorRequiredResponseSchema>;

/** `POST /admin/login`: signed in, or a second step needed. */
export const loginOrSecondFactorResponseSchema = z.union([
  loginResponseSchema,
  secondFactorRequiredResponseSchema,
]);

/** One of one's own sessions. `ip`: masked (a network, not an address). */
export const accountSessionSchema = z.strictObject({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `POST /auth/sessions`. */
export const accountSessionsResponseSchema = readResponseSchema({ sessions: z.array(accountSessionSchema) });
