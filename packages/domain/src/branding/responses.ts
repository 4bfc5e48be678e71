import { z } from 'zod';

/**
 * What a client's or an agent's page shows of its company: its colour and logo when it has the
 * white label, else Tournéo's colour and 'propulsé par Tournéo' (`powered_by`).
 */
export const publicBrandingSchema = z.strictObject({
  name: z.string(),
  colour: z.string(),
  logo_url: z.string().nullable(),
  powered_by: z.boolean(),
});
export type PublicBranding = z.infer<typeof publicBrandingSchema>;
