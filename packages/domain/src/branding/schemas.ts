import { z } from 'zod';
import '../zod-locale.ts';
import { BRANDING_MESSAGES as M } from '../messages/branding-fr.ts';
import { blankToUndefined, text } from '../common/fields.ts';
import { readResponseSchema, savedResponseSchema, successResponseSchema } from '../common/responses.ts';
import { BRANDING_LIMITS, BRAND_COLOUR_PATTERN, CUSTOM_DOMAIN_PATTERN } from './rules.ts';

const optionalText = (message: string, max: number, pattern?: RegExp) =>
  z
    .preprocess(
      blankToUndefined,
      (pattern
        ? text(message).max(max, message).regex(pattern, message)
        : text(message).max(max, message)
      ).optional(),
    )
    .transform((value) => value ?? null);

/** `POST /branding/update`: each blank field clears it (the company's name and Tournéo's colour apply). */
export const updateBrandingSchema = z.object({
  colour: optionalText(M.colourInvalid, 7, BRAND_COLOUR_PATTERN).transform(
    (value) => value?.toLowerCase() ?? null,
  ),
  sender_name: optionalText(M.senderNameTooLong, BRANDING_LIMITS.senderName),
  app_name: optionalText(M.appNameTooLong, BRANDING_LIMITS.appName),
  custom_domain: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      optionalText(M.customDomainInvalid, BRANDING_LIMITS.customDomain, CUSTOM_DOMAIN_PATTERN),
    )
    .transform((value) => value ?? null),
});
export type UpdateBrandingInput = z.input<typeof updateBrandingSchema>;
export type UpdateBranding = z.output<typeof updateBrandingSchema>;

/** The company's branding as its screen shows it. */
export const brandingSchema = z.strictObject({
  colour: z.string().nullable(),
  sender_name: z.string().nullable(),
  app_name: z.string().nullable(),
  custom_domain: z.string().nullable(),
  /** Where the logo is served (changes with each new logo), or null. */
  logo_url: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const brandingResponseSchema = readResponseSchema({ branding: brandingSchema });
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;
export const brandingSavedResponseSchema = savedResponseSchema('branding', brandingSchema);
export type BrandingSavedResponse = z.infer<typeof brandingSavedResponseSchema>;

export const logoSavedResponseSchema = successResponseSchema({ branding: brandingSchema });
