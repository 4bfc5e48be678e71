import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { idOf, text, trimmed } from '../common/fields.ts';
import { PHONE_TEXT_MAX, frenchPhoneSchema } from '../common/phone.ts';

export const PARTNER_TEXT_MAX = 200;
export const SMTP_PASSWORD_MAX = 500;

const requiredText = (message: string, max = PARTNER_TEXT_MAX) =>
  z.preprocess(trimmed, text(message).min(1, message).max(max, message));

const partnerFields = {
  nom: requiredText(MESSAGES.partners.nameRequired),
  email: requiredText(MESSAGES.partners.emailRequired).pipe(
    z.email({ error: MESSAGES.partners.emailInvalid }),
  ),
  /** A French number, stored in E.164 ("+33612345678"). */
  telephone: requiredText(MESSAGES.partners.phoneRequired, PHONE_TEXT_MAX).pipe(
    frenchPhoneSchema(MESSAGES.partners.phoneInvalid),
  ),
  serveur_smtp: requiredText(MESSAGES.partners.smtpServerRequired).pipe(
    z.string().regex(/^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:.]+\]?$/, MESSAGES.partners.smtpServerInvalid),
  ),
  port_smtp: z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: MESSAGES.partners.smtpPortRequired })
      .int(MESSAGES.partners.smtpPortInvalid)
      .min(1, MESSAGES.partners.smtpPortInvalid)
      .max(65_535, MESSAGES.partners.smtpPortInvalid),
  ),
  secure: z.boolean({ error: MESSAGES.partners.secureInvalid }).default(false),
};

/** A new partner: every field is required, the SMTP password too (spec 2 §5). */
export const createPartnerSchema = z.object({
  ...partnerFields,
  mot_de_passe_mail: text(MESSAGES.partners.passwordRequired)
    .min(1, MESSAGES.partners.passwordRequired)
    .max(SMTP_PASSWORD_MAX, MESSAGES.partners.passwordRequired),
});
export type CreatePartnerInput = z.input<typeof createPartnerSchema>;
export type CreatePartnerPayload = z.output<typeof createPartnerSchema>;

/** An update: an empty password keeps the stored one. */
export const updatePartnerSchema = z.object({
  id: idOf(MESSAGES.partners.idRequired),
  ...partnerFields,
  mot_de_passe_mail: text(MESSAGES.partners.passwordRequired)
    .max(SMTP_PASSWORD_MAX, MESSAGES.partners.passwordRequired)
    .optional()
    .default(''),
});
export type UpdatePartnerInput = z.input<typeof updatePartnerSchema>;
export type UpdatePartnerPayload = z.output<typeof updatePartnerSchema>;

export const partnerIdSchema = z.object({
  id: idOf(MESSAGES.partners.idRequired),
});

/**
 * Test SMTP settings, saved or not: with an `id` and an empty password, the stored password
 * of that partner is used.
 */
export const testPartnerConnectionSchema = z
  .object({
    id: idOf(MESSAGES.partners.idRequired).optional(),
    ...partnerFields,
    mot_de_passe_mail: z
      .string({ error: MESSAGES.partners.passwordRequired })
      .max(SMTP_PASSWORD_MAX, MESSAGES.partners.passwordRequired)
      .optional()
      .default(''),
  })
  .refine((value) => value.id !== undefined || value.mot_de_passe_mail.length > 0, {
    message: MESSAGES.partners.passwordRequired,
    path: ['mot_de_passe_mail'],
  });
export type TestPartnerConnectionInput = z.input<typeof testPartnerConnectionSchema>;
export type TestPartnerConnectionPayload = z.output<typeof testPartnerConnectionSchema>;
