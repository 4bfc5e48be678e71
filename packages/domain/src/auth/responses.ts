import { z } from 'zod';
import { PLAN_NAMES } from '../plans/catalogue.ts';
import { rowIdSchema, successResponseSchema } from '../common/responses.ts';
import { PERSON_ROLES } from '../people/roles.ts';

/**
 * The signed-in company; `is_operator` for the platform operator (issue 22), who is no company (id 0).
 * `role`: the owner's (company login, `is_owner`) or the signed-in person's (issue 26), whose
 * `person_id`, `person_name` and `email` are given.
 */
const signedInCompanySchema = z.strictObject({
  company_id: rowIdSchema,
  company_name: z.string(),
  is_operator: z.boolean().optional(),
  role: z.enum(PERSON_ROLES).optional(),
  is_owner: z.boolean().optional(),
  person_id: rowIdSchema.optional(),
  person_name: z.string().optional(),
  email: z.string().optional(),
  /** The company requires a second factor of its administrateurs, and this one has none yet (decision 0038). */
  totp_enrolment_required: z.boolean().optional(),
});
export type SignedInAdmin = z.infer<typeof signedInCompanySchema>;

/** `POST /admin/register` (201). */
export const registerResponseSchema = successResponseSchema({
  company: z.strictObject({
    id: rowIdSchema,
    company_name: z.string(),
    subscription_plan: z.enum(PLAN_NAMES),
  }),
  /** The new company is signed in (session cookie), as after `POST /admin/login`. */
  admin: signedInCompanySchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `POST /admin/login`. */
export const loginResponseSchema = successResponseSchema({
  admin: signedInCompanySchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/session`: the signed-in company. */
export const sessionResponseSchema = z.strictObject({ admin: signedInCompanySchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
