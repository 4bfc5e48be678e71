import { z } from 'zod';
import { rowIdSchema, savedResponseSchema } from '../common/responses.ts';

/** The spec's Partner, without `mot_de_passe_mail`: the password never leaves the server. */
export const partnerSchema = z.strictObject({
  id: rowIdSchema,
  nom: z.string(),
  email: z.string(),
  telephone: z.string(),
  serveur_smtp: z.string(),
  port_smtp: z.number().int(),
  secure: z.boolean(),
  /** The sender of campaigns that name no partner ('Partenaire par défaut'). */
  is_default: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** `POST /partenaires/get-all`. */
export const partnerListResponseSchema = z.array(partnerSchema);

/** `POST /partenaires/new-partenaire` (201), `PUT /partenaires/update`, `POST /partenaires/set-default`. */
export const partnerSavedResponseSchema = savedResponseSchema('partenaire', partnerSchema);
export type PartnerSavedResponse = z.infer<typeof partnerSavedResponseSchema>;

/** `POST /partenaires/test-connection`: whether the SMTP server accepted the settings, and why not. */
export const connectionTestResponseSchema = z.strictObject({ success: z.boolean(), message: z.string() });
export type ConnectionTestResponse = z.infer<typeof connectionTestResponseSchema>;
