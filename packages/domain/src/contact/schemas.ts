import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { CONTACT_LIMITS } from './contact-form.ts';
import { text } from '../common/fields.ts';

const trimmed = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

const required = (max: number, tooLong: string) =>
  trimmed(text(MESSAGES.contact.missingFields).min(1, MESSAGES.contact.missingFields).max(max, tooLong));

/** POST /api/contact. `website` is the honeypot: accepted here, checked by the use case. */
export const contactSchema = z.object({
  name: required(CONTACT_LIMITS.name, MESSAGES.contact.nameTooLong),
  email: required(CONTACT_LIMITS.email, MESSAGES.contact.emailTooLong).pipe(
    z.email({ error: MESSAGES.contact.invalidEmail }),
  ),
  subject: trimmed(
    text(MESSAGES.contact.subjectTooLong).max(CONTACT_LIMITS.subject, MESSAGES.contact.subjectTooLong),
  )
    .optional()
    .default(''),
  message: required(CONTACT_LIMITS.message, MESSAGES.contact.messageTooLong),
  website: text(MESSAGES.http[400]).max(2000, MESSAGES.http[400]).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
