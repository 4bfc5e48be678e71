import { z } from 'zod';
import '../zod-locale.ts';
import { COMPANY_PROFILE_MESSAGES as M } from '../messages/company-profile-fr.ts';
import { blankToUndefined, text } from '../common/fields.ts';
import { PHONE_TEXT_MAX, frenchPhoneSchema } from '../common/phone.ts';
import { readResponseSchema, savedResponseSchema } from '../common/responses.ts';

/** RFC 5321's longest address. */
export const CONTACT_EMAIL_MAX = 254;

/**
 * `PUT /company/profile`: the company's contact for its clients. Both optional: blank (or null)
 * clears one; the e-mail is checked, the phone must be a French number and is stored in E.164.
 */
export const updateCompanyProfileSchema = z.object({
  contact_email: z
    .preprocess(
      blankToUndefined,
      text(M.contactEmailInvalid)
        .max(CONTACT_EMAIL_MAX, M.contactEmailTooLong)
        .pipe(z.email({ error: M.contactEmailInvalid }))
        .optional(),
    )
    .transform((value) => value ?? null),
  contact_phone: z
    .preprocess(
      blankToUndefined,
      text(M.contactPhoneInvalid)
        .max(PHONE_TEXT_MAX, M.contactPhoneInvalid)
        .pipe(frenchPhoneSchema(M.contactPhoneInvalid))
        .optional(),
    )
    .transform((value) => value ?? null),
});
export type UpdateCompanyProfileInput = z.input<typeof updateCompanyProfileSchema>;
export type UpdateCompanyProfile = z.output<typeof updateCompanyProfileSchema>;

/** The company profile as its settings screen shows it (phone in E.164). */
export const companyProfileSchema = z.strictObject({
  name: z.string(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** `GET /company/profile`. */
export const companyProfileResponseSchema = readResponseSchema({
  profile: companyProfileSchema,
});
export type CompanyProfileResponse = z.infer<typeof companyProfileResponseSchema>;

/** `PUT /company/profile`: saved, with the profile as stored. */
export const companyProfileSavedResponseSchema = savedResponseSchema('profile', companyProfileSchema);
export type CompanyProfileSavedResponse = z.infer<typeof companyProfileSavedResponseSchema>;
