import { z } from 'zod';
import { readResponseSchema, rowIdSchema, successResponseSchema } from '../common/responses.ts';
import { PERSON_ROLES } from './roles.ts';

/** A person of the company, or an invitation not yet accepted (`status: 'invited'`, no name). */
export const personSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(PERSON_ROLES),
  status: z.enum(['active', 'invited']),
  created_at: z.string(),
});
export type PersonView = z.infer<typeof personSchema>;

/** `POST /people/get-all`: the people, then the pending invitations (their id is the invitation's). */
export const peopleResponseSchema = readResponseSchema({
  people: z.array(personSchema),
  invitations: z.array(personSchema),
  /** Administrateurs must use a second factor (decision 0038). */
  totp_required_for_admins: z.boolean(),
});
export type PeopleResponse = z.infer<typeof peopleResponseSchema>;

/** `POST /people/update-role`. */
export const personSavedResponseSchema = successResponseSchema({ person: personSchema });

/** `POST /people/invitation`. */
export const personInvitationResponseSchema = readResponseSchema({
  company_name: z.string(),
  email: z.string(),
  role: z.enum(PERSON_ROLES),
});
