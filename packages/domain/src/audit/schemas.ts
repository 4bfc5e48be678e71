import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { readResponseSchema, rowIdSchema } from '../common/responses.ts';
import { AUDIT_MESSAGES as m } from '../messages/audit-fr.ts';
import { isoDateSchema } from '../missions/schemas.ts';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from './actions.ts';

/**
 * `POST /audit/get-all`: one page (from 1) of the company's entries, newest first, filtered by
 * action, by who (a person's id, or `owner`) and by a period of Paris dates (both ends included).
 */
export const auditQuerySchema = z
  .object({
    page: z.int({ error: m.pageInvalid }).min(1, m.pageInvalid).max(100_000, m.pageInvalid).default(1),
    action: z.enum(AUDIT_ACTIONS, { error: m.actionInvalid }).optional(),
    person: z.union([z.literal('owner'), idSchema], { error: m.personInvalid }).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: m.periodOrder,
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.strictObject({
  id: rowIdSchema,
  /** Its rank in the company's chain, from 1. */
  seq: z.number().int(),
  at: z.string(),
  actor: z.enum(AUDIT_ACTOR_KINDS),
  person_id: z.number().int().nullable(),
  /** The person's name while they are a member; null for the owner, the system or a removed person. */
  person_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  /**
   * A reopened appointment's reason (`appointment_reopened`, issue 39), joined from its reopening
   * as a person's name is: `kept` with its text, `erased` once the client's GDPR erasure emptied
   * it, `deleted` once its appointment was deleted; null for the other actions.
   */
  reopen_reason: z
    .discriminatedUnion('status', [
      z.strictObject({ status: z.literal('kept'), text: z.string() }),
      z.strictObject({ status: z.literal('erased') }),
      z.strictObject({ status: z.literal('deleted') }),
    ])
    .nullable(),
  /** The address it came from, masked (IPv4 /24, IPv6 /48); null for the system. */
  ip: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditEntriesResponseSchema = readResponseSchema({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditEntriesResponse = z.infer<typeof auditEntriesResponseSchema>;

/** `POST /audit/verify`: the chain walked from its first entry; the first broken link, if any. */
export const auditVerifyResponseSchema = readResponseSchema({
  intact: z.boolean(),
  checked: z.number().int(),
  message: z.string(),
  broken: z
    .strictObject({ id: rowIdSchema, seq: z.number().int(), at: z.string(), action: z.string() })
    .nullable(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponseSchema>;
